// Contacts: CRUD, bulk delete, erasure, data export and activity history.
export { bulkDeleteContacts } from "./bulk-delete-contacts";
export { createContact } from "./create-contact";
export { deleteContact } from "./delete-contact";
export { eraseContact } from "./erase-contact";
export { exportContactData } from "./export-contact-data";
export { getContact } from "./get-contact";
export { listContactActivity } from "./list-contact-activity";
export { listContacts } from "./list-contacts";
export { updateContact } from "./update-contact";
