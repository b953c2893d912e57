import { resourceOperations } from "./resource-operations";
import { putSynonymOf } from "./define-operation";
import {
  CategorySchema,
  categoriesQuery,
  CreateCategoryBodySchema,
  UpdateCategoryBodySchema,
} from "@/lib/validation/categories";

const categoriesOperations = resourceOperations({
  path: "/categories",
  tags: ["Templates"],
  permissions: "categories",
  item: CategorySchema,
  one: "a category",
  many: "categories",
});

export const listCategoriesOperation = categoriesOperations.list({
  description:
    "The team's email categories by name, each with its number of live templates. `q` searches name and description.",
  query: categoriesQuery,
});

export const createCategoryOperation = categoriesOperations.create({
  description: "A category groups templates (and the emails sent from them). `name` needs at least 2 characters.",
  body: CreateCategoryBodySchema,
});

export const getCategoryOperation = categoriesOperations.get();

export const updateCategoryOperation = categoriesOperations.update({
  description: "Changes the given fields only; `description: null` clears the description.",
  body: UpdateCategoryBodySchema,
});

export const updateCategoryPutOperation = putSynonymOf(updateCategoryOperation);

export const deleteCategoryOperation = categoriesOperations.delete({
  description:
    "Soft-deletes the category. Its templates keep working: they leave the category (`categoryId` becomes null) in the same " +
    "transaction. The answer's `templateCount` is how many templates it held.",
});
