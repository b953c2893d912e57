import { withApi, methodsNotAllowed } from "@/lib/api";
import { serviceRoute, withActor } from "@/lib/api/routes";
import { auditActor } from "@/lib/services/audit";
import { getInviteOrThrow, revokeInvite, toInviteDto } from "@/lib/services/invites";
import { getInviteOperation, revokeInviteOperation } from "@/lib/api/operations/invites";

// The writes record who made them (lib/services/audit).
const audited = withActor(auditActor);

export const GET = withApi(
  async ({ principal, params }) => toInviteDto(await getInviteOrThrow({ teamId: principal.teamId, id: params.id })),
  getInviteOperation,
);

export const DELETE = serviceRoute(revokeInvite, revokeInviteOperation, audited);

export const { POST, PUT, PATCH } = methodsNotAllowed(["GET", "DELETE"]);
