import { z } from "zod";
import { defineJobContract } from "../define-job-contract";

/** Retries of a temporary SMTP failure (4xx, connection): with backoff, about an hour in all. */
export const SEND_EMAIL_RETRIES = 5;

const emailPayload = z.object({ emailId: z.string().min(1) });

/**
 * One transactional email (docs/contract.md section 20): POST /email, the Resend-compatible route,
 * SMTP submission, a campaign's test send. Enqueued after the Email row commits, with startAfter
 * for scheduled mail. Its own queue, its own workers (more of them than broadcast mail gets) and a
 * short poll: a worker in another process finds it within half a second, whatever broadcasts are
 * running.
 */
export const sendEmailContract = defineJobContract({
  name: "send-email",
  expireInSeconds: 120, // one SMTP exchange, bounded by the transport's connection and socket timeouts
  payload: emailPayload,
  retryLimit: SEND_EMAIL_RETRIES,
  retryDelaySeconds: 30,
  concurrency: 4,
  pollingIntervalSeconds: 0.5,
});

/**
 * One broadcast email sent on its own: an automation step, a body that asked for
 * `stream: "broadcast"`, a campaign row retried after a temporary failure. The same handler as
 * send-email on a queue of its own, so a backlog here never holds up transactional mail.
 */
export const sendBroadcastEmailContract = defineJobContract({
  name: "send-broadcast-email",
  expireInSeconds: 120,
  payload: emailPayload,
  retryLimit: SEND_EMAIL_RETRIES,
  retryDelaySeconds: 30,
  concurrency: 2,
});

/** The send job of an email of `stream`. */
export function sendEmailJobName(stream: "transactional" | "broadcast") {
  return stream === "broadcast" ? sendBroadcastEmailContract.name : sendEmailContract.name;
}
