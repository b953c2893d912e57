import { paginatedSchema } from "@/lib/api/pagination";
import { withApi } from "@/lib/api/with-api";
import { listContacts } from "@/lib/services/contacts/list-contacts";
import { idParams } from "@/lib/validation/common";
import { ContactSchema, listContactsQuery } from "@/lib/validation/contacts";
import { methodsNotAllowed } from "@/lib/api/method-not-allowed";

export const GET = withApi(
  ({ principal, params, query }) => listContacts({ ...query, teamId: principal.teamId, listId: params.id }),
  {
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
  },
);

export const { POST, PUT, PATCH, DELETE } = methodsNotAllowed(["GET"]);
