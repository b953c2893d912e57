import { z } from "zod";
import { defineJob } from "./define-job";

// Every minute: re-queues webhook deliveries left without a job (see the service). Loaded when the
// job runs, because the service enqueues through the registry that lists this file.
export const sweepWebhookDeliveriesJob = defineJob({
  name: "sweep-webhook-deliveries",
  expireInSeconds: 60, // runs every minute
  payload: z.object({}),
  cron: "* * * * *",
  retryLimit: 0,
  async handler(_payload, { logger }) {
    const { sweepStrandedDeliveries } = await import("@/lib/services/webhooks/sweep-stranded-deliveries");
    const requeued = await sweepStrandedDeliveries();
    if (requeued > 0) logger.info("webhook delivery sweep", { requeued });
  },
});
