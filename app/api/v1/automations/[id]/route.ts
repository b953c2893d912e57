import { withApi, type HandlerContext, methodsNotAllowed } from "@/lib/api";
import { deleteAutomation } from "@/lib/services/automations/delete-automation";
import { getAutomation } from "@/lib/services/automations/get-automation";
import { updateAutomation } from "@/lib/services/automations/update-automation";
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
