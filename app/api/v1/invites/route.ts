import { withApi, methodsNotAllowed } from "@/lib/api";
import { serviceRoute } from "@/lib/api/routes";
import { auditActor } from "@/lib/services/audit";
import { createInvite, listInvites, resolveInviterId } from "@/lib/services/invites";
import { listInvitesOperation, createInviteOperation } from "@/lib/api/operations/invites";

export const GET = serviceRoute(listInvites, listInvitesOperation);

export const POST = withApi(
  async ({ principal, body, ip }) =>
    createInvite({
      teamId: principal.teamId,
      inviterId: await resolveInviterId(principal),
      ...body,
      actor: auditActor(principal, ip),
    }),
  createInviteOperation,
);

export const { PUT, PATCH, DELETE } = methodsNotAllowed(["GET", "POST"]);
