import { paginatedSchema } from "@/lib/api/pagination";
import { withApi } from "@/lib/api/with-api";
import { auditActor } from "@/lib/services/audit/record-audit";
import { createInvite } from "@/lib/services/invites/create-invite";
import { listInvites } from "@/lib/services/invites/list-invites";
import { resolveInviterId } from "@/lib/services/invites/resolve-inviter-id";
import { CreateInviteBody, InviteSchema, InviteWithCodeSchema, invitesQuery } from "@/lib/validation/invites";
import { methodsNotAllowed } from "@/lib/api/method-not-allowed";

export const GET = withApi(({ principal, query }) => listInvites({ teamId: principal.teamId, ...query }), {
  method: "GET",
  path: "/invites",
  summary: "List invites",
  description: "The team's invites, newest first, without their codes. Revoked invites are deleted and not listed.",
  tags: ["Invites"],
  permission: "invites:read",
  query: invitesQuery,
  response: paginatedSchema(InviteSchema),
});

export const POST = withApi(
  async ({ principal, body, ip }) =>
    createInvite({
      teamId: principal.teamId,
      inviterId: await resolveInviterId(principal),
      ...body,
      actor: auditActor(principal, ip),
    }),
  {
    method: "POST",
    path: "/invites",
    summary: "Invite someone to the team",
    description:
      "Creates an invite valid 7 days and emails its link (`APP_URL/invite?code=...`). The answer includes the single-use `code`, so an admin can share the link too. Pending invites count against the plan's team_collaboration seats (403 PLAN_LIMIT_REACHED). 409 when the email is already a member or has a pending invite. With an API key, the invite is sent in the name of the key's creator (422 if the key has none).",
    tags: ["Invites"],
    permission: "invites:write",
    body: CreateInviteBody,
    response: InviteWithCodeSchema,
    errors: [409, 422],
  },
);

export const { PUT, PATCH, DELETE } = methodsNotAllowed(["GET", "POST"]);
