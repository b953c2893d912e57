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

// The writes record who made them (lib/services/audit).
const audited = withActor(auditActor);

export const GET = serviceRoute(getSendingRoute, getSendingRouteOperation);

export const PATCH = serviceRoute(updateSendingRoute, updateSendingRouteOperation, audited);
// docs/contract.md section 1: PUT is accepted as a synonym of PATCH.
export const PUT = serviceRoute(updateSendingRoute, updateSendingRoutePutOperation, audited);

export const DELETE = serviceRoute(deleteSendingRoute, deleteSendingRouteOperation, audited);

export const { POST } = methodsNotAllowed(["GET", "PUT", "PATCH", "DELETE"]);
