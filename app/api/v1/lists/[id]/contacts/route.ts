import { withApi, methodsNotAllowed } from "@/lib/api";
import { listContacts } from "@/lib/services/contacts";
import { listMailingListContactsOperation } from "@/lib/api/operations/lists";

export const GET = withApi(
  ({ principal, params, query }) => listContacts({ ...query, teamId: principal.teamId, listId: params.id }),
  listMailingListContactsOperation,
);

export const { POST, PUT, PATCH, DELETE } = methodsNotAllowed(["GET"]);
