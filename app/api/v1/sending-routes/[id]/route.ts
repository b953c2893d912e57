import { withApi, type HandlerContext, methodsNotAllowed } from "@/lib/api";
import { auditActor } from "@/lib/services/audit";
import { deleteSendingRoute, getSendingRoute, updateSendingRoute } from "@/lib/services/sending-routes";
import type { UpdateSendingRouteBody } from "@/lib/validation/sending-routes";
import {
  deleteSendingRouteOperation,
  getSendingRouteOperation,
  updateSendingRouteOperation,
  updateSendingRoutePutOperation,
} from "@/lib/api/operations/sending-routes";

export const GET = withApi(
  ({ principal, params }) => getSendingRoute({ teamId: principal.teamId, id: params.id }),
  getSendingRouteOperation,
);

const update = ({
  principal,
  params,
  body,
  ip,
}: HandlerContext<UpdateSendingRouteBody, undefined, { id: string }, "required">) =>
  updateSendingRoute({ ...body, teamId: principal.teamId, id: params.id, actor: auditActor(principal, ip) });

export const PATCH = withApi(update, updateSendingRouteOperation);
// docs/contract.md section 1: PUT is accepted as a synonym of PATCH.
export const PUT = withApi(update, updateSendingRoutePutOperation);

export const DELETE = withApi(
  ({ principal, params, ip }) =>
    deleteSendingRoute({ teamId: principal.teamId, id: params.id, actor: auditActor(principal, ip) }),
  deleteSendingRouteOperation,
);

export const { POST } = methodsNotAllowed(["GET", "PUT", "PATCH", "DELETE"]);
