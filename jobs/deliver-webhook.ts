import { attemptDelivery } from "@/lib/services/webhooks";
import { deliverWebhookContract } from "@/lib/jobs";
import { defineJob } from "./define-job";

// One attempt of one webhook delivery. Its own retries are the backoff schedule of docs/contract.md
// section 9, each a delayed job with the next attempt number; the queue's retries only cover a
// crash before the attempt was claimed (a claimed attempt is never sent twice).
export const deliverWebhookJob = defineJob({
  ...deliverWebhookContract,
  async handler({ deliveryId, attempt, manual }, { logger }) {
    const result = await attemptDelivery({ deliveryId, attempt, manual });
    if (result === "FAILED") logger.warn("webhook delivery failed", { deliveryId, attempt });
  },
});
