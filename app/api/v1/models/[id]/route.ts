import { withApi, type HandlerContext, methodsNotAllowed } from "@/lib/api";
import { deleteModel, getModel, updateModel } from "@/lib/services/models";
import type { UpdateModelBody } from "@/lib/validation/models";
import {
  getAiModelOperation,
  updateAiModelOperation,
  updateAiModelPutOperation,
  deleteAiModelOperation,
} from "@/lib/api/operations/models";

export const GET = withApi(
  ({ principal, params }) => getModel({ teamId: principal.teamId, id: params.id }),
  getAiModelOperation,
);

const update = ({ principal, params, body }: HandlerContext<UpdateModelBody, undefined, { id: string }, "required">) =>
  updateModel({ ...body, teamId: principal.teamId, id: params.id });

export const PATCH = withApi(update, updateAiModelOperation);
// docs/contract.md section 1: PUT is accepted as a synonym of PATCH.
export const PUT = withApi(update, updateAiModelPutOperation);

export const DELETE = withApi(
  ({ principal, params }) => deleteModel({ teamId: principal.teamId, id: params.id }),
  deleteAiModelOperation,
);

export const { POST } = methodsNotAllowed(["GET", "PUT", "PATCH", "DELETE"]);
