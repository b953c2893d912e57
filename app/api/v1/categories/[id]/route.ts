import { withApi, type HandlerContext, methodsNotAllowed } from "@/lib/api";
import { deleteCategory, getCategory, updateCategory } from "@/lib/services/categories";
import type { UpdateCategoryBody } from "@/lib/validation/categories";
import {
  getCategoryOperation,
  updateCategoryOperation,
  updateCategoryPutOperation,
  deleteCategoryOperation,
} from "@/lib/api/operations/categories";

export const GET = withApi(
  ({ principal, params }) => getCategory({ teamId: principal.teamId, id: params.id }),
  getCategoryOperation,
);

const update = ({
  principal,
  params,
  body,
}: HandlerContext<UpdateCategoryBody, undefined, { id: string }, "required">) =>
  updateCategory({ ...body, teamId: principal.teamId, id: params.id });

export const PATCH = withApi(update, updateCategoryOperation);
// docs/contract.md section 1: PUT is accepted as a synonym of PATCH.
export const PUT = withApi(update, updateCategoryPutOperation);

export const DELETE = withApi(
  ({ principal, params }) => deleteCategory({ teamId: principal.teamId, id: params.id }),
  deleteCategoryOperation,
);

export const { POST } = methodsNotAllowed(["GET", "PUT", "PATCH", "DELETE"]);
