import { withApi } from "@/lib/api/with-api";
import { retryDelivery } from "@/lib/services/webhooks/retry-delivery";
import { DeliverySchema, deliveryParams } from "@/lib/validation/webhooks";
import { methodsNotAllowed } from "@/lib/api/method-not-allowed";

export const POST = withApi(
  ({ principal, params }) => retryDelivery({ teamId: principal.teamId, id: params.id, deliveryId: params.deliveryId }),
  {
    method: "POST",
    path: "/webhooks/{id}/deliveries/{deliveryId}/retry",
    summary: "Retry a delivery now",
    description:
      "Sends the delivery again at once as its next attempt, whatever its status (a pending retry stops waiting, a FAILED one " +
      "becomes PENDING, a SUCCESS one is sent again). Answers 202 with the Delivery; 409 `INVALID_STATE` while an attempt is in flight.",
    tags: ["Webhooks"],
    permission: "webhooks:write",
    params: deliveryParams,
    successStatus: 202,
    response: DeliverySchema,
    errors: [404, 409],
  },
);

export const { GET, HEAD, PUT, PATCH, DELETE } = methodsNotAllowed(["POST"]);
