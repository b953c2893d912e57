import { withApi, methodsNotAllowed } from "@/lib/api";
import { auditActor } from "@/lib/services/audit";
import { getInviteOrThrow, revokeInvite, toInviteDto } from "@/lib/services/invites";
import { getInviteOperation, revokeInviteOperation } from "@/lib/api/operations/invites";

export const GET = withApi(
  async ({ principal, params }) => toInviteDto(await getInviteOrThrow({ teamId: principal.teamId, id: params.id })),
  getInviteOperation,
);

export const DELETE = withApi(
  ({ principal, params, ip }) =>
    revokeInvite({ teamId: principal.teamId, id: params.id, actor: auditActor(principal, ip) }),
  revokeInviteOperation,
);

export const { POST, PUT, PATCH } = methodsNotAllowed(["GET", "DELETE"]);
