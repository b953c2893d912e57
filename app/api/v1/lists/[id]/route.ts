import { methodsNotAllowed } from "@/lib/api";
import { serviceRoute } from "@/lib/api/routes";
import { deleteList, getList, updateList } from "@/lib/services/lists";
import {
  getMailingListOperation,
  updateMailingListOperation,
  updateMailingListPutOperation,
  deleteMailingListOperation,
} from "@/lib/api/operations/lists";

export const GET = serviceRoute(getList, getMailingListOperation);

export const PATCH = serviceRoute(updateList, updateMailingListOperation);
// docs/contract.md section 1: PUT is accepted as a synonym of PATCH.
export const PUT = serviceRoute(updateList, updateMailingListPutOperation);

export const DELETE = serviceRoute(deleteList, deleteMailingListOperation);

export const { POST } = methodsNotAllowed(["GET", "PUT", "PATCH", "DELETE"]);
