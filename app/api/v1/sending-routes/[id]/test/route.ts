import { withApi, methodsNotAllowed } from "@/lib/api";
import { sendRouteTest } from "@/lib/services/sending-routes";
import { testSendingRouteOperation } from "@/lib/api/operations/sending-routes";

export const POST = withApi(
  ({ principal, params, body }) => sendRouteTest({ teamId: principal.teamId, id: params.id, to: body.to }),
  testSendingRouteOperation,
);

export const { GET, HEAD, PUT, PATCH, DELETE } = methodsNotAllowed(["POST"]);
