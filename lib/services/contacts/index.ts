// Contacts: CRUD, bulk delete, erasure and data export.
export { bulkDeleteContacts } from "./bulk-delete-contacts";
export { createContact } from "./create-contact";
export { deleteContact } from "./delete-contact";
export { eraseContact } from "./erase-contact";
export { exportContactData } from "./export-contact-data";
export { getContact } from "./get-contact";
export { listContacts } from "./list-contacts";
export { updateContact } from "./update-contact";
