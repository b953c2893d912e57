import { z } from "zod";
import { defineJobContract } from "../define-job-contract";

/** Retries of a temporary SMTP failure (4xx, connection): with backoff, about an hour in all. */
export const SEND_EMAIL_RETRIES = 5;

/**
 * One email: POST /email, the Resend-compatible route, a campaign's test send. Enqueued after the
 * Email row commits, with startAfter for scheduled mail.
 */
export const sendEmailContract = defineJobContract({
  name: "send-email",
  expireInSeconds: 120, // one SMTP exchange, bounded by the transport's connection and socket timeouts
  payload: z.object({ emailId: z.string().min(1) }),
  retryLimit: SEND_EMAIL_RETRIES,
  retryDelaySeconds: 30,
});
