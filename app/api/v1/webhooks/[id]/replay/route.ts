import { methodsNotAllowed } from "@/lib/api/method-not-allowed";
import { withApi } from "@/lib/api/with-api";
import { replayDeliveries } from "@/lib/services/webhooks/replay-deliveries";
import { idParams } from "@/lib/validation/common";
import { ReplayWebhookBodySchema, ReplayWebhookResultSchema } from "@/lib/validation/webhook-replay";

export const POST = withApi(
  ({ principal, params, body }) => replayDeliveries({ teamId: principal.teamId, id: params.id, ...body }),
  {
    method: "POST",
    path: "/webhooks/{id}/replay",
    summary: "Replay the deliveries of a time range",
    description:
      "Sends every delivery of this endpoint created in [`from`, `to`) again, whatever its status, each as its next attempt (the same " +
      "Delivery, `webhook-id` and payload, signed anew), as the retry button does. Deliveries with an attempt in flight are skipped. " +
      "Answers 202 `{ replayed, skipped, deliveryIds }`; 422 when the range holds more than 1,000 deliveries; 400 when `to` is not after `from`.",
    tags: ["Webhooks"],
    permission: "webhooks:write",
    params: idParams,
    body: ReplayWebhookBodySchema,
    successStatus: 202,
    response: ReplayWebhookResultSchema,
    errors: [404, 422],
  },
);

export const { GET, HEAD, PUT, PATCH, DELETE } = methodsNotAllowed(["POST"]);
