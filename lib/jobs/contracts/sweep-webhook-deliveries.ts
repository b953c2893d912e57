import { z } from "zod";
import { defineJobContract } from "../define-job-contract";

/** Every minute: webhook deliveries left without a job are queued again. */
export const sweepWebhookDeliveriesContract = defineJobContract({
  name: "sweep-webhook-deliveries",
  expireInSeconds: 60, // runs every minute
  payload: z.object({}),
  cron: "* * * * *",
  retryLimit: 0,
});
