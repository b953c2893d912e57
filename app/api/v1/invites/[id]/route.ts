import { withApi } from "@/lib/api/with-api";
import { auditActor } from "@/lib/services/audit/record-audit";
import { getInviteOrThrow } from "@/lib/services/invites/get-invite";
import { revokeInvite } from "@/lib/services/invites/revoke-invite";
import { toInviteDto } from "@/lib/services/invites/to-invite-dto";
import { idParams } from "@/lib/validation/common";
import { InviteSchema } from "@/lib/validation/invites";
import { methodsNotAllowed } from "@/lib/api/method-not-allowed";

export const GET = withApi(
  async ({ principal, params }) => toInviteDto(await getInviteOrThrow({ teamId: principal.teamId, id: params.id })),
  {
    method: "GET",
    path: "/invites/{id}",
    summary: "Get an invite",
    tags: ["Invites"],
    permission: "invites:read",
    params: idParams,
    response: InviteSchema,
    errors: [404],
  },
);

export const DELETE = withApi(
  ({ principal, params, ip }) =>
    revokeInvite({ teamId: principal.teamId, id: params.id, actor: auditActor(principal, ip) }),
  {
    method: "DELETE",
    path: "/invites/{id}",
    summary: "Revoke an invite",
    description:
      "The code stops working at once (accepting it answers 409 INVITE_NOT_PENDING). Answers the invite with status REJECTED. An accepted invite cannot be revoked (409).",
    tags: ["Invites"],
    permission: "invites:delete",
    params: idParams,
    response: InviteSchema,
    errors: [404, 409],
  },
);

export const { POST, PUT, PATCH } = methodsNotAllowed(["GET", "DELETE"]);
