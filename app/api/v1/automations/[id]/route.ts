import { withApi, type HandlerContext, methodsNotAllowed } from "@/lib/api";
import { deleteAutomation, getAutomation, updateAutomation } from "@/lib/services/automations";
import type { UpdateAutomationBody } from "@/lib/validation/automations";
import {
  getAutomationOperation,
  updateAutomationOperation,
  updateAutomationPutOperation,
  deleteAutomationOperation,
} from "@/lib/api/operations/automations";

export const GET = withApi(
  ({ principal, params }) => getAutomation({ teamId: principal.teamId, id: params.id }),
  getAutomationOperation,
);

const update = ({
  principal,
  params,
  body,
}: HandlerContext<UpdateAutomationBody, undefined, { id: string }, "required">) =>
  updateAutomation({ ...body, teamId: principal.teamId, id: params.id });

export const PATCH = withApi(update, updateAutomationOperation);
// docs/contract.md section 1: PUT is accepted as a synonym of PATCH.
export const PUT = withApi(update, updateAutomationPutOperation);

export const DELETE = withApi(
  ({ principal, params }) => deleteAutomation({ teamId: principal.teamId, id: params.id }),
  deleteAutomationOperation,
);

export const { POST } = methodsNotAllowed(["GET", "PUT", "PATCH", "DELETE"]);
