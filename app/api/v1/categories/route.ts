import { methodsNotAllowed } from "@/lib/api";
import { serviceRoute } from "@/lib/api/routes";
import { createCategory, listCategories } from "@/lib/services/categories";
import { listCategoriesOperation, createCategoryOperation } from "@/lib/api/operations/categories";

export const GET = serviceRoute(listCategories, listCategoriesOperation);

export const POST = serviceRoute(createCategory, createCategoryOperation);

export const { PUT, PATCH, DELETE } = methodsNotAllowed(["GET", "POST"]);
