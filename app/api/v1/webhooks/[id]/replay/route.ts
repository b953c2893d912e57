import { methodsNotAllowed, withApi } from "@/lib/api";
import { replayDeliveries } from "@/lib/services/webhooks";
import { replayWebhookDeliveriesOperation } from "@/lib/api/operations/webhooks";

export const POST = withApi(
  ({ principal, params, body }) => replayDeliveries({ teamId: principal.teamId, id: params.id, ...body }),
  replayWebhookDeliveriesOperation,
);

export const { GET, HEAD, PUT, PATCH, DELETE } = methodsNotAllowed(["POST"]);
