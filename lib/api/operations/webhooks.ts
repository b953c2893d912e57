import { resourceOperations } from "./resource-operations";
import { defineOperation, putSynonymOf } from "./define-operation";
import {
  WebhookSchema,
  webhooksQuery,
  CreatedWebhookSchema,
  CreateWebhookBodySchema,
  UpdateWebhookBodySchema,
  DeliverySchema,
  deliveriesQuery,
  deliveryParams,
} from "@/lib/validation/webhooks";
import { paginatedSchema } from "@/lib/api/pagination";
import { WEBHOOK_EVENT_NAMES } from "@/lib/events/domain-events";
import { ReplayWebhookResultSchema, ReplayWebhookBodySchema } from "@/lib/validation/webhook-replay";

const webhooksOperations = resourceOperations({
  path: "/webhooks",
  tags: ["Webhooks"],
  permissions: "webhooks",
  item: WebhookSchema,
  one: "a webhook",
  many: "webhooks",
});

export const listWebhooksOperation = webhooksOperations.list({
  description: "The team's webhooks, oldest first. Secrets are never returned.",
  query: webhooksQuery,
});

export const createWebhookOperation = defineOperation({
  method: "POST",
  path: "/webhooks",
  summary: "Create a webhook",
  description:
    `Subscribes \`url\` to \`events\` (at least one of ${WEBHOOK_EVENT_NAMES.join(", ")}). Each event is POSTed as JSON ` +
    "`{ type, timestamp, data }` signed per Standard Webhooks (`webhook-id`, `webhook-timestamp`, `webhook-signature: v1,<base64 " +
    "HMAC-SHA256 of id.timestamp.body keyed with the UTF-8 bytes of secret>`). A 2xx answer within 10 s is success; anything else " +
    "(redirects included) is retried after about 5 s, 5 min, 30 min, 2 h, 5 h and 10 h, then the delivery is FAILED. A webhook " +
    "failing for 5 days in a row is turned off. `url` must be http(s) without credentials; a host on a private or loopback " +
    "address is refused (400) unless the server allows private targets. The secret (at least 16 characters) is stored encrypted " +
    "and returned only in this response.",
  tags: ["Webhooks"],
  permission: "webhooks:write",
  body: CreateWebhookBodySchema,
  response: CreatedWebhookSchema,
});

export const getWebhookOperation = webhooksOperations.get();

export const updateWebhookOperation = webhooksOperations.update({
  description:
    "Partial update. An omitted `secret` keeps the stored one. `isActive: true` also clears an automatic disable " +
    "(`disabledAt`, `disabledReason`, `failingSince`).",
  body: UpdateWebhookBodySchema,
});

export const updateWebhookPutOperation = putSynonymOf(updateWebhookOperation);

export const deleteWebhookOperation = webhooksOperations.delete({
  description: "Soft delete. Nothing more is delivered to it, pending retries included; its delivery log is kept.",
});

export const listWebhookDeliveriesOperation = webhooksOperations.action("GET", "deliveries", "read", {
  summary: "List a webhook's deliveries",
  description:
    "Newest first, each with every attempt (`attemptLog`: response code, first 4 KB of the body, error, duration). Filter by `status` and `event`.",
  query: deliveriesQuery,
  response: paginatedSchema(DeliverySchema),
});

export const testWebhookOperation = webhooksOperations.action("POST", "test", "write", {
  summary: "Send a test event",
  description:
    "Queues a `webhook.test` delivery, signed like every other, even while the webhook is inactive. Answers 202 with the " +
    "PENDING Delivery; its outcome appears in GET /webhooks/{id}/deliveries within seconds. Failures are retried like any delivery.",
  successStatus: 202,
  response: DeliverySchema,
});

export const replayWebhookDeliveriesOperation = webhooksOperations.action("POST", "replay", "write", {
  summary: "Replay the deliveries of a time range",
  description:
    "Sends every delivery of this endpoint created in [`from`, `to`) again, whatever its status, each as its next attempt (the same " +
    "Delivery, `webhook-id` and payload, signed anew), as the retry button does. Deliveries with an attempt in flight are skipped. " +
    "Answers 202 `{ replayed, skipped, deliveryIds }`; 422 when the range holds more than 1,000 deliveries; 400 when `to` is not after `from`.",
  body: ReplayWebhookBodySchema,
  successStatus: 202,
  response: ReplayWebhookResultSchema,
  errors: [422],
});

export const retryWebhookDeliveryOperation = defineOperation({
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
});
