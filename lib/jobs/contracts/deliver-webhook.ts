import { z } from "zod";
import { defineJobContract } from "../define-job-contract";

/**
 * One attempt of one webhook delivery. Its own retries are the backoff schedule of docs/contract.md
 * section 9, each a delayed job with the next attempt number; the queue's retries only cover a
 * crash before the attempt was claimed.
 */
export const deliverWebhookContract = defineJobContract({
  name: "deliver-webhook",
  expireInSeconds: 60, // one HTTP attempt with its own timeout
  payload: z.object({
    deliveryId: z.string().min(1),
    attempt: z.number().int().min(1),
    manual: z.boolean().default(false),
  }),
  retryLimit: 2,
  retryDelaySeconds: 5,
  // A receiver that hangs holds its attempt for the 10 s timeout; the other deliveries go on beside
  // it. Five slots of four: up to 20 attempts in flight, each fetch and completion one query for
  // four jobs (bench/README.md, webhook-delivery).
  concurrency: 5,
  batchSize: 4,
});
