import { sweepWebhookDeliveriesContract } from "@/lib/jobs";
import { sweepStrandedDeliveries } from "@/lib/services/webhooks";
import { defineJob } from "./define-job";

// Every minute: re-queues webhook deliveries left without a job (see the service).
export const sweepWebhookDeliveriesJob = defineJob({
  ...sweepWebhookDeliveriesContract,
  async handler(_payload, { logger }) {
    const requeued = await sweepStrandedDeliveries();
    if (requeued > 0) logger.info("webhook delivery sweep", { requeued });
  },
});
