import { withApi, methodsNotAllowed } from "@/lib/api";
import { createCategory, listCategories } from "@/lib/services/categories";
import { listCategoriesOperation, createCategoryOperation } from "@/lib/api/operations/categories";

export const GET = withApi(
  ({ principal, query }) => listCategories({ ...query, teamId: principal.teamId }),
  listCategoriesOperation,
);

export const POST = withApi(
  ({ principal, body }) => createCategory({ ...body, teamId: principal.teamId }),
  createCategoryOperation,
);

export const { PUT, PATCH, DELETE } = methodsNotAllowed(["GET", "POST"]);
