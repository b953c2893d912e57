import { withApi } from "@/lib/api/with-api";
import { lookupInvite } from "@/lib/services/invites/lookup-invite";
import { InviteLookupSchema, inviteLookupQuery } from "@/lib/validation/invites";
import { methodsNotAllowed } from "@/lib/api/method-not-allowed";

export const GET = withApi(({ query }) => lookupInvite({ code: query.code }), {
  method: "GET",
  path: "/invites/lookup",
  summary: "Look up an invite by code",
  description:
    "What the accept page shows before joining: who invited whom to which team, as what, and whether the invite can still be used.",
  tags: ["Invites"],
  auth: "public",
  query: inviteLookupQuery,
  response: InviteLookupSchema,
  errors: [404],
});

export const { POST, PUT, PATCH, DELETE } = methodsNotAllowed(["GET"]);
