import { withApi } from "@/lib/api/with-api";
import { sendTestWebhook } from "@/lib/services/webhooks/send-test-webhook";
import { idParams } from "@/lib/validation/common";
import { DeliverySchema } from "@/lib/validation/webhooks";
import { methodsNotAllowed } from "@/lib/api/method-not-allowed";

export const POST = withApi(({ principal, params }) => sendTestWebhook({ teamId: principal.teamId, id: params.id }), {
  method: "POST",
  path: "/webhooks/{id}/test",
  summary: "Send a test event",
  description:
    "Queues a `webhook.test` delivery, signed like every other, even while the webhook is inactive. Answers 202 with the " +
    "PENDING Delivery; its outcome appears in GET /webhooks/{id}/deliveries within seconds. Failures are retried like any delivery.",
  tags: ["Webhooks"],
  permission: "webhooks:write",
  params: idParams,
  successStatus: 202,
  response: DeliverySchema,
  errors: [404],
});

export const { GET, HEAD, PUT, PATCH, DELETE } = methodsNotAllowed(["POST"]);
