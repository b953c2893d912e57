import { db } from "@/lib/db";
import { WEBHOOK_TEST_EVENT } from "@/lib/validation/webhooks";
import { insertDeliveries } from "./create-deliveries";
import { enqueueDeliveryAttempts } from "./enqueue-delivery-attempts";
import { webhookPayload } from "./dispatch-webhook-events";
import { getWebhookOrThrow } from "./get-webhook";
import { toDeliveryDto, withAttemptLog } from "./to-delivery-dto";

/** Queues a `webhook.test` delivery (sent even while the webhook is inactive) and answers it PENDING, as queued. */
export async function sendTestWebhook({ teamId, id }: { teamId: string; id: string }) {
  const webhook = await getWebhookOrThrow({ teamId, id });
  const data = {
    webhookId: webhook.id,
    name: webhook.name,
    message: "This is a test event from Sendwell. Verify its signature, then answer 2xx.",
  };
  const [deliveryId] = await insertDeliveries([
    { webhookId: webhook.id, event: WEBHOOK_TEST_EVENT, payload: webhookPayload(WEBHOOK_TEST_EVENT, new Date(), data) },
  ]);
  // Read before the job is queued: the answer is the delivery as queued, never a worker's half-way state.
  const queued = toDeliveryDto(
    await db.delivery.findUniqueOrThrow({ where: { id: deliveryId }, include: withAttemptLog }),
  );
  await enqueueDeliveryAttempts([{ deliveryId, attempt: 1, manual: true }]);
  return queued;
}
