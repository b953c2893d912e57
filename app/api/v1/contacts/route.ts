import { paginatedSchema } from "@/lib/api/pagination";
import { withApi } from "@/lib/api/with-api";
import { createContact } from "@/lib/services/contacts/create-contact";
import { listContacts } from "@/lib/services/contacts/list-contacts";
import { ContactSchema, contactsQuery, CreateContactBodySchema } from "@/lib/validation/contacts";
import { methodsNotAllowed } from "@/lib/api/method-not-allowed";

export const GET = withApi(({ principal, query }) => listContacts({ ...query, teamId: principal.teamId }), {
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

export const POST = withApi(({ principal, body }) => createContact({ ...body, teamId: principal.teamId }), {
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

export const { PUT, PATCH, DELETE } = methodsNotAllowed(["GET", "POST"]);
