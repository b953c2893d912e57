import { withApi } from "@/lib/api/with-api";
import { bulkDeleteContacts } from "@/lib/services/contacts/bulk-delete-contacts";
import { BulkDeleteContactsBodySchema, BulkDeleteContactsResultSchema } from "@/lib/validation/contacts";
import { methodsNotAllowed } from "@/lib/api/method-not-allowed";

export const POST = withApi(({ principal, body }) => bulkDeleteContacts({ teamId: principal.teamId, ids: body.ids }), {
  method: "POST",
  path: "/contacts/bulk-delete",
  summary: "Delete several contacts",
  description:
    "Soft-deletes up to 1,000 of the team's contacts by id; ids that are not the team's live contacts are ignored.",
  tags: ["Contacts"],
  permission: "contacts:delete",
  successStatus: 200,
  body: BulkDeleteContactsBodySchema,
  response: BulkDeleteContactsResultSchema,
});

export const { GET, HEAD, PUT, PATCH, DELETE } = methodsNotAllowed(["POST"]);
