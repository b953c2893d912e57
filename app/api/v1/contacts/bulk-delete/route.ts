import { withApi, methodsNotAllowed } from "@/lib/api";
import { bulkDeleteContacts } from "@/lib/services/contacts";
import { bulkDeleteContactsOperation } from "@/lib/api/operations/contacts";

export const POST = withApi(
  ({ principal, body }) => bulkDeleteContacts({ teamId: principal.teamId, ids: body.ids }),
  bulkDeleteContactsOperation,
);

export const { GET, HEAD, PUT, PATCH, DELETE } = methodsNotAllowed(["POST"]);
