// Contact lists: CRUD, contact export and the signup form.
export { createList } from "./create-list";
export { deleteList } from "./delete-list";
export { exportListContacts } from "./export-list-contacts";
export { getList } from "./get-list";
export { getListSignupForm } from "./get-list-signup-form";
export { listLists } from "./list-lists";
export { updateList } from "./update-list";
