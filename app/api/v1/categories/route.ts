import { paginatedSchema } from "@/lib/api/pagination";
import { withApi } from "@/lib/api/with-api";
import { createCategory } from "@/lib/services/categories/create-category";
import { listCategories } from "@/lib/services/categories/list-categories";
import { categoriesQuery, CategorySchema, CreateCategoryBodySchema } from "@/lib/validation/categories";
import { methodsNotAllowed } from "@/lib/api/method-not-allowed";

export const GET = withApi(({ principal, query }) => listCategories({ ...query, teamId: principal.teamId }), {
  method: "GET",
  path: "/categories",
  summary: "List categories",
  description:
    "The team's email categories by name, each with its number of live templates. `q` searches name and description.",
  tags: ["Templates"],
  permission: "categories:read",
  query: categoriesQuery,
  response: paginatedSchema(CategorySchema),
});

export const POST = withApi(({ principal, body }) => createCategory({ ...body, teamId: principal.teamId }), {
  method: "POST",
  path: "/categories",
  summary: "Create a category",
  description: "A category groups templates (and the emails sent from them). `name` needs at least 2 characters.",
  tags: ["Templates"],
  permission: "categories:write",
  body: CreateCategoryBodySchema,
  response: CategorySchema,
});

export const { PUT, PATCH, DELETE } = methodsNotAllowed(["GET", "POST"]);
