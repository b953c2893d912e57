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
import { idParams } from "@/lib/validation/common";
import { ContactErasureSchema, ContactExportSchema } from "@/lib/validation/contact-privacy";
import { ContactActivitySchema, contactActivityQuery } from "@/lib/validation/contact-activity";

export const listContactsOperation = defineOperation({
  method: "GET",
  path: "/contacts",
  summary: "List contacts",
  description:
    "The team's contacts, newest first, filtered by `listId`, `status`, `tag` (tag name) and `q` (email, names, company). " +
    "A `listId` that is not one of the team's lists answers 404.",
  tags: ["Contacts"],
  permission: "contacts:read",
  query: contactsQuery,
  response: paginatedSchema(ContactSchema),
  errors: [404],
});

export const createContactOperation = defineOperation({
  method: "POST",
  path: "/contacts",
  summary: "Create a contact",
  description:
    "Adds a contact to one of the team's lists. The address is trimmed and lower-cased; a list holds an address once in any letter case " +
    "(409, `details.email`). `status` defaults to ACTIVE. `tags` are names or `{ name, value }` pairs.",
  tags: ["Contacts"],
  permission: "contacts:write",
  body: CreateContactBodySchema,
  response: ContactSchema,
  errors: [404, 409],
});

export const getContactOperation = defineOperation({
  method: "GET",
  path: "/contacts/{id}",
  summary: "Get a contact",
  tags: ["Contacts"],
  permission: "contacts:read",
  params: idParams,
  response: ContactSchema,
  errors: [404],
});

export const updateContactOperation = defineOperation({
  method: "PATCH",
  path: "/contacts/{id}",
  summary: "Update a contact",
  description:
    "Changes the given fields only: `null` (or an empty string) clears a field, `tags` replaces the whole set, and a new `listId` " +
    "moves the contact (409 when that list already holds the address).",
  tags: ["Contacts"],
  permission: "contacts:write",
  params: idParams,
  body: UpdateContactBodySchema,
  response: ContactSchema,
  errors: [404, 409],
});

export const updateContactPutOperation = putSynonymOf(updateContactOperation);

export const deleteContactOperation = defineOperation({
  method: "DELETE",
  path: "/contacts/{id}",
  summary: "Delete a contact",
  description:
    "Soft-deletes the contact; it is never mailed again, and the address can be added to the list anew. Answers the deleted contact.",
  tags: ["Contacts"],
  permission: "contacts:delete",
  params: idParams,
  response: ContactSchema,
  errors: [404],
});

export const eraseContactOperation = defineOperation({
  method: "POST",
  path: "/contacts/{id}/erase",
  summary: "Erase a contact's personal data",
  description:
    "A right-to-erasure request, for good: every contact of the team with this address (in every list, deleted ones too) is " +
    "deleted outright; the emails sent to it keep their status but lose recipient, subject, body and data; their tracking rows " +
    "lose IP address, user agent, location and URL. A keyed hash of the address stays on the suppression list, so the " +
    "address is never sent marketing mail again, even when it is added or imported anew. Cannot be undone.",
  tags: ["Contacts"],
  permission: "contacts:delete",
  params: idParams,
  successStatus: 200,
  response: ContactErasureSchema,
  errors: [404],
});

export const exportContactOperation = defineOperation({
  method: "GET",
  path: "/contacts/{id}/export",
  summary: "Export a contact's personal data",
  description:
    "A right-of-access request: one JSON document (a download) with everything the team holds about the address: its " +
    "contacts in every list (deleted ones included), suppression entries, the emails sent to it and their tracking rows.",
  tags: ["Contacts"],
  permission: "contacts:read",
  params: idParams,
  response: ContactExportSchema,
  errors: [404],
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

export const listContactActivityOperation = defineOperation({
  method: "GET",
  path: "/contacts/{id}/activity",
  summary: "A contact's activity",
  description:
    "The contact's history, newest first: each email sent to it (`sent`), the email's opens, clicks (with `url`), bounces, " +
    "complaints and replies, and when it unsubscribed. Mail-privacy proxy opens and link-scanner clicks are included with " +
    "`automated: true`. Another team's contact answers 404.",
  tags: ["Contacts"],
  permission: "contacts:read",
  params: idParams,
  query: contactActivityQuery,
  response: paginatedSchema(ContactActivitySchema),
  errors: [404],
});
