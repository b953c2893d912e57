import { withApi, methodsNotAllowed } from "@/lib/api";
import { retryDelivery } from "@/lib/services/webhooks";
import { retryWebhookDeliveryOperation } from "@/lib/api/operations/webhooks";

export const POST = withApi(
  ({ principal, params }) => retryDelivery({ teamId: principal.teamId, id: params.id, deliveryId: params.deliveryId }),
  retryWebhookDeliveryOperation,
);

export const { GET, HEAD, PUT, PATCH, DELETE } = methodsNotAllowed(["POST"]);
