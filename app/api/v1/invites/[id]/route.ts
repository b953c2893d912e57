import { withApi, methodsNotAllowed } from "@/lib/api";
import { serviceRoute, withActor } from "@/lib/api/routes";
import { auditActor } from "@/lib/services/audit";
import { getInviteOrThrow, revokeInvite, toInviteDto } from "@/lib/services/invites";
import { getInviteOperation, revokeInviteOperation } from "@/lib/api/operations/invites";

export const GET = withApi(
  async ({ principal, params }) => toInviteDto(await getInviteOrThrow({ teamId: principal.teamId, id: params.id })),
  getInviteOperation,
);

export const DELETE = serviceRoute(revokeInvite, revokeInviteOperation, withActor(auditActor));

export const { POST, PUT, PATCH } = methodsNotAllowed(["GET", "DELETE"]);
