import { db } from "@/lib/db";
import {
  SEND_EMAIL_RETRIES,
  sendBroadcastEmailContract,
  sendEmailContract,
  sendEmailJobName,
} from "@/lib/jobs/contracts/send-email";
import { enqueue } from "@/lib/jobs/enqueue";
import { deliverEmail } from "@/lib/services/emails";
import { defineJob, type JobLogger } from "./define-job";

/**
 * A scheduled email's job that ran before its sendAt (a clock moved, a job was enqueued twice):
 * nothing was sent, and a new job is queued for sendAt, on its stream's queue.
 */
async function requeueForSendAt(emailId: string): Promise<string | null> {
  const row = await db.email.findFirst({
    where: { id: emailId, status: "SCHEDULED" },
    select: { sendAt: true, stream: true },
  });
  if (!row?.sendAt) return null;
  return enqueue(sendEmailJobName(row.stream), { emailId }, { startAfter: row.sendAt });
}

async function sendOne(emailId: string, attempt: number, logger: JobLogger) {
  const outcome = await deliverEmail({ emailId, finalAttempt: attempt >= SEND_EMAIL_RETRIES });
  if (outcome === "FAILED") logger.warn("email failed", { emailId });
  // Claimed by a run that may still be sending, or by one whose worker was killed: this job
  // (often the killed run's own retry, now that the job expires in 2 minutes) looks again later,
  // until the claim is settled or old enough to be marked interrupted (lib/services/emails/deliver-email.ts).
  if (outcome === "IN_FLIGHT" && attempt < SEND_EMAIL_RETRIES)
    throw new Error(`Email ${emailId} is being sent by another run; looking again later`);
  if (outcome === "NOT_DUE")
    logger.info("scheduled email not due yet; queued again for its time", {
      emailId,
      jobId: await requeueForSendAt(emailId),
    });
}

// One transactional email: POST /email, the Resend-compatible route, SMTP submission, a campaign's
// test send. Enqueued after the Email row commits, with startAfter for scheduled mail.
export const sendEmailJob = defineJob({
  ...sendEmailContract,
  handler: ({ emailId }, { attempt, logger }) => sendOne(emailId, attempt, logger),
});

// One broadcast email sent on its own (an automation step, a retried campaign row): the same
// work on its own queue, so that it never holds up transactional mail (docs/contract.md section 20).
export const sendBroadcastEmailJob = defineJob({
  ...sendBroadcastEmailContract,
  handler: ({ emailId }, { attempt, logger }) => sendOne(emailId, attempt, logger),
});
