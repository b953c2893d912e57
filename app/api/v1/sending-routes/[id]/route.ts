import { methodsNotAllowed } from "@/lib/api";
import { serviceRoute, withActor } from "@/lib/api/routes";
import { auditActor } from "@/lib/services/audit";
import { deleteSendingRoute, getSendingRoute, updateSendingRoute } from "@/lib/services/sending-routes";
import {
  deleteSendingRouteOperation,
  getSendingRouteOperation,
  updateSendingRouteOperation,
  updateSendingRoutePutOperation,
} from "@/lib/api/operations/sending-routes";

export const GET = serviceRoute(getSendingRoute, getSendingRouteOperation);

export const PATCH = serviceRoute(updateSendingRoute, updateSendingRouteOperation, withActor(auditActor));
// docs/contract.md section 1: PUT is accepted as a synonym of PATCH.
export const PUT = serviceRoute(updateSendingRoute, updateSendingRoutePutOperation, withActor(auditActor));

export const DELETE = serviceRoute(deleteSendingRoute, deleteSendingRouteOperation, withActor(auditActor));

export const { POST } = methodsNotAllowed(["GET", "PUT", "PATCH", "DELETE"]);
