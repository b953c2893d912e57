import { defineOperation, putSynonymOf } from "./define-operation";
import {
  CategorySchema,
  categoriesQuery,
  CreateCategoryBodySchema,
  UpdateCategoryBodySchema,
} from "@/lib/validation/categories";
import { paginatedSchema } from "@/lib/api/pagination";
import { idParams } from "@/lib/validation/common";

export const listCategoriesOperation = defineOperation({
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

export const createCategoryOperation = defineOperation({
  method: "POST",
  path: "/categories",
  summary: "Create a category",
  description: "A category groups templates (and the emails sent from them). `name` needs at least 2 characters.",
  tags: ["Templates"],
  permission: "categories:write",
  body: CreateCategoryBodySchema,
  response: CategorySchema,
});

export const getCategoryOperation = defineOperation({
  method: "GET",
  path: "/categories/{id}",
  summary: "Get a category",
  tags: ["Templates"],
  permission: "categories:read",
  params: idParams,
  response: CategorySchema,
  errors: [404],
});

export const updateCategoryOperation = defineOperation({
  method: "PATCH",
  path: "/categories/{id}",
  summary: "Update a category",
  description: "Changes the given fields only; `description: null` clears the description.",
  tags: ["Templates"],
  permission: "categories:write",
  params: idParams,
  body: UpdateCategoryBodySchema,
  response: CategorySchema,
  errors: [404],
});

export const updateCategoryPutOperation = putSynonymOf(updateCategoryOperation);

export const deleteCategoryOperation = defineOperation({
  method: "DELETE",
  path: "/categories/{id}",
  summary: "Delete a category",
  description:
    "Soft-deletes the category. Its templates keep working: they leave the category (`categoryId` becomes null) in the same " +
    "transaction. The answer's `templateCount` is how many templates it held.",
  tags: ["Templates"],
  permission: "categories:delete",
  params: idParams,
  response: CategorySchema,
  errors: [404],
});
