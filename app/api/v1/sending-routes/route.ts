import { withApi, methodsNotAllowed } from "@/lib/api";
import { auditActor } from "@/lib/services/audit";
import { createSendingRoute, listSendingRoutes } from "@/lib/services/sending-routes";
import { createSendingRouteOperation, listSendingRoutesOperation } from "@/lib/api/operations/sending-routes";

export const GET = withApi(
  ({ principal, query }) => listSendingRoutes({ teamId: principal.teamId, ...query }),
  listSendingRoutesOperation,
);

export const POST = withApi(
  ({ principal, body, ip }) =>
    createSendingRoute({ ...body, teamId: principal.teamId, actor: auditActor(principal, ip) }),
  createSendingRouteOperation,
);

export const { PUT, PATCH, DELETE } = methodsNotAllowed(["GET", "POST"]);
