import { methodsNotAllowed } from "@/lib/api";
import { serviceRoute, withActor } from "@/lib/api/routes";
import { auditActor } from "@/lib/services/audit";
import { createSendingRoute, listSendingRoutes } from "@/lib/services/sending-routes";
import { createSendingRouteOperation, listSendingRoutesOperation } from "@/lib/api/operations/sending-routes";

// The writes record who made them (lib/services/audit).
const audited = withActor(auditActor);

export const GET = serviceRoute(listSendingRoutes, listSendingRoutesOperation);

export const POST = serviceRoute(createSendingRoute, createSendingRouteOperation, audited);

export const { PUT, PATCH, DELETE } = methodsNotAllowed(["GET", "POST"]);
