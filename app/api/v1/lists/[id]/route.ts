import { withApi, type HandlerContext, methodsNotAllowed } from "@/lib/api";
import { deleteList, getList, updateList } from "@/lib/services/lists";
import type { UpdateListBody } from "@/lib/validation/lists";
import {
  getMailingListOperation,
  updateMailingListOperation,
  updateMailingListPutOperation,
  deleteMailingListOperation,
} from "@/lib/api/operations/lists";

export const GET = withApi(
  ({ principal, params }) => getList({ teamId: principal.teamId, id: params.id }),
  getMailingListOperation,
);

const update = ({ principal, params, body }: HandlerContext<UpdateListBody, undefined, { id: string }, "required">) =>
  updateList({ ...body, teamId: principal.teamId, id: params.id });

export const PATCH = withApi(update, updateMailingListOperation);
// docs/contract.md section 1: PUT is accepted as a synonym of PATCH.
export const PUT = withApi(update, updateMailingListPutOperation);

export const DELETE = withApi(
  ({ principal, params }) => deleteList({ teamId: principal.teamId, id: params.id }),
  deleteMailingListOperation,
);

export const { POST } = methodsNotAllowed(["GET", "PUT", "PATCH", "DELETE"]);
