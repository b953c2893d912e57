import { methodsNotAllowed } from "@/lib/api";
import { serviceRoute, withActor } from "@/lib/api/routes";
import { auditActor } from "@/lib/services/audit";
import { createSendingRoute, listSendingRoutes } from "@/lib/services/sending-routes";
import { createSendingRouteOperation, listSendingRoutesOperation } from "@/lib/api/operations/sending-routes";

export const GET = serviceRoute(listSendingRoutes, listSendingRoutesOperation);

export const POST = serviceRoute(createSendingRoute, createSendingRouteOperation, withActor(auditActor));

export const { PUT, PATCH, DELETE } = methodsNotAllowed(["GET", "POST"]);
