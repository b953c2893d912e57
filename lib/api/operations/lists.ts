import { resourceOperations } from "./resource-operations";
import { defineOperation, putSynonymOf } from "./define-operation";
import {
  ListSchema,
  listsQuery,
  CreateListBodySchema,
  UpdateListBodySchema,
  exportQuery,
} from "@/lib/validation/lists";
import { paginatedSchema } from "@/lib/api/pagination";
import { idParams } from "@/lib/validation/common";
import { ContactSchema, listContactsQuery } from "@/lib/validation/contacts";
import { z } from "zod";

const listsOperations = resourceOperations({
  path: "/lists",
  tags: ["Contacts"],
  permissions: "lists",
  item: ListSchema,
  one: "a mailing list",
  many: "mailing lists",
});

const SignupFormSchema = z
  .object({
    html: z.string().meta({
      description:
        "A plain HTML form to paste into a website; it posts to POST /public/lists/{listId}/subscribe and works without script",
    }),
  })
  .meta({ id: "ListSignupForm" });

export const listMailingListsOperation = listsOperations.list({
  description: "The team's mailing lists, newest first, each with its live contacts counted in all and by status.",
  query: listsQuery,
});

export const createMailingListOperation = listsOperations.create({
  description:
    "Creates an empty list. With `doubleOptIn`, people who sign up through the public form stay PENDING until they confirm by email. " +
    "The plan caps the number of lists (`segmentation`; 403 `PLAN_LIMIT_REACHED`).",
  body: CreateListBodySchema,
});

export const getMailingListOperation = listsOperations.get({
  description: "The list with its live contacts counted in all and by status.",
});

export const updateMailingListOperation = listsOperations.update({
  description: "Changes the given fields only; `description: null` clears the description.",
  body: UpdateListBodySchema,
});

export const updateMailingListPutOperation = putSynonymOf(updateMailingListOperation);

export const deleteMailingListOperation = listsOperations.delete({
  description:
    "Soft-deletes the list together with its contacts, in one transaction. Answers the deleted list (`isDeleted: true`); " +
    "its `contactCounts` are the contacts deleted with it.",
});

export const listMailingListContactsOperation = defineOperation({
  method: "GET",
  path: "/lists/{id}/contacts",
  summary: "List a mailing list's contacts",
  description: "The list's contacts, newest first, with the filters of GET /contacts (`status`, `tag`, `q`).",
  tags: ["Contacts"],
  permission: "contacts:read",
  params: idParams,
  query: listContactsQuery,
  response: paginatedSchema(ContactSchema),
  errors: [404],
});

export const exportMailingListOperation = defineOperation({
  method: "GET",
  path: "/lists/{id}/export",
  summary: "Export a mailing list as CSV",
  description:
    "Streams the list's live contacts as `text/csv` (RFC 4180, UTF-8), ordered by address, as a download named `<list-name>-contacts.csv`. " +
    "Columns: email, firstName, lastName, company, phone, address, city, state, zip, country, facebook, instagram, linkedin, twitter, timezone, language, " +
    "status, tags (`name` or `name=value`, joined by `;`), metadata (JSON text), createdAt (ISO-8601).",
  tags: ["Contacts"],
  permission: "contacts:read",
  params: idParams,
  query: exportQuery,
  responseDescription: "The CSV file (text/csv)",
  errors: [404],
});

export const getSignupFormOperation = listsOperations.action("GET", "signup-form", "read", {
  summary: "Get a mailing list's embeddable signup form",
  description:
    "HTML of a signup form for the list, with a hidden honeypot field against bots. People who submit it join the list " +
    "(PENDING until they confirm when the list uses double opt-in).",
  response: SignupFormSchema,
});
