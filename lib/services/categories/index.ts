// Email categories of a team: create, list, read, update, delete.
export { createCategory } from "./create-category";
export { deleteCategory } from "./delete-category";
export { getCategory } from "./get-category";
export { listCategories } from "./list-categories";
export { updateCategory } from "./update-category";
