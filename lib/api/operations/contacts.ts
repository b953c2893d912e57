import { resourceOperations } from "./resource-operations";
import { defineOperation, putSynonymOf } from "./define-operation";
import {
  ContactSchema,
  contactsQuery,
  CreateContactBodySchema,
  UpdateContactBodySchema,
  BulkDeleteContactsResultSchema,
  BulkDeleteContactsBodySchema,
} from "@/lib/validation/contacts";
import { paginatedSchema } from "@/lib/api/pagination";
import { ContactErasureSchema, ContactExportSchema } from "@/lib/validation/contact-privacy";
import { ContactActivitySchema, contactActivityQuery } from "@/lib/validation/contact-activity";

const contactsOperations = resourceOperations({
  path: "/contacts",
  tags: ["Contacts"],
  permissions: "contacts",
  item: ContactSchema,
  one: "a contact",
  many: "contacts",
});

export const listContactsOperation = contactsOperations.list({
  description:
    "The team's contacts, newest first, filtered by `listId`, `status`, `tag` (tag name) and `q` (email, names, company). " +
    "A `listId` that is not one of the team's lists answers 404.",
  query: contactsQuery,
  errors: [404],
});

export const createContactOperation = contactsOperations.create({
  description:
    "Adds a contact to one of the team's lists. The address is trimmed and lower-cased; a list holds an address once in any letter case " +
    "(409, `details.email`). `status` defaults to ACTIVE. `tags` are names or `{ name, value }` pairs.",
  body: CreateContactBodySchema,
  errors: [404, 409],
});

export const getContactOperation = contactsOperations.get();

export const updateContactOperation = contactsOperations.update({
  description:
    "Changes the given fields only: `null` (or an empty string) clears a field, `tags` replaces the whole set, and a new `listId` " +
    "moves the contact (409 when that list already holds the address).",
  body: UpdateContactBodySchema,
  errors: [409],
});

export const updateContactPutOperation = putSynonymOf(updateContactOperation);

export const deleteContactOperation = contactsOperations.delete({
  description:
    "Soft-deletes the contact; it is never mailed again, and the address can be added to the list anew. Answers the deleted contact.",
});

export const eraseContactOperation = contactsOperations.action("POST", "erase", "delete", {
  summary: "Erase a contact's personal data",
  description:
    "A right-to-erasure request, for good: every contact of the team with this address (in every list, deleted ones too) is " +
    "deleted outright; the emails sent to it keep their status but lose recipient, subject, body and data; their tracking rows " +
    "lose IP address, user agent, location and URL. A keyed hash of the address stays on the suppression list, so the " +
    "address is never sent marketing mail again, even when it is added or imported anew. Cannot be undone.",
  successStatus: 200,
  response: ContactErasureSchema,
});

export const exportContactOperation = contactsOperations.action("GET", "export", "read", {
  summary: "Export a contact's personal data",
  description:
    "A right-of-access request: one JSON document (a download) with everything the team holds about the address: its " +
    "contacts in every list (deleted ones included), suppression entries, the emails sent to it and their tracking rows.",
  response: ContactExportSchema,
});

export const bulkDeleteContactsOperation = defineOperation({
  method: "POST",
  path: "/contacts/bulk-delete",
  summary: "Delete several contacts",
  description:
    "Soft-deletes up to 1,000 of the team's contacts by id; ids that are not the team's live contacts are ignored.",
  tags: ["Contacts"],
  permission: "contacts:delete",
  body: BulkDeleteContactsBodySchema,
  successStatus: 200,
  response: BulkDeleteContactsResultSchema,
});

export const listContactActivityOperation = contactsOperations.action("GET", "activity", "read", {
  summary: "A contact's activity",
  description:
    "The contact's history, newest first: each email sent to it (`sent`), the email's opens, clicks (with `url`), bounces, " +
    "complaints and replies, and when it unsubscribed. Mail-privacy proxy opens and link-scanner clicks are included with " +
    "`automated: true`. Another team's contact answers 404.",
  query: contactActivityQuery,
  response: paginatedSchema(ContactActivitySchema),
});
