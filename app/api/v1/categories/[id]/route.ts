import { methodsNotAllowed } from "@/lib/api";
import { serviceRoute } from "@/lib/api/routes";
import { deleteCategory, getCategory, updateCategory } from "@/lib/services/categories";
import {
  getCategoryOperation,
  updateCategoryOperation,
  updateCategoryPutOperation,
  deleteCategoryOperation,
} from "@/lib/api/operations/categories";

export const GET = serviceRoute(getCategory, getCategoryOperation);

export const PATCH = serviceRoute(updateCategory, updateCategoryOperation);
// docs/contract.md section 1: PUT is accepted as a synonym of PATCH.
export const PUT = serviceRoute(updateCategory, updateCategoryPutOperation);

export const DELETE = serviceRoute(deleteCategory, deleteCategoryOperation);

export const { POST } = methodsNotAllowed(["GET", "PUT", "PATCH", "DELETE"]);
