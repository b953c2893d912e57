import { db } from "@/lib/db";
import { SEND_EMAIL_RETRIES, sendEmailContract } from "@/lib/jobs/contracts/send-email";
import { enqueue } from "@/lib/jobs/enqueue";
import { deliverEmail } from "@/lib/services/emails";
import { defineJob } from "./define-job";

/**
 * A scheduled email's job that ran before its sendAt (a clock moved, a job was enqueued twice):
 * nothing was sent, and a new job is queued for sendAt.
 */
async function requeueForSendAt(emailId: string): Promise<string | null> {
  const row = await db.email.findFirst({ where: { id: emailId, status: "SCHEDULED" }, select: { sendAt: true } });
  if (!row?.sendAt) return null;
  return enqueue("send-email", { emailId }, { startAfter: row.sendAt });
}

// One email: POST /email, the Resend-compatible route, a campaign's test send. Enqueued after the
// Email row commits, with startAfter for scheduled mail.
export const sendEmailJob = defineJob({
  ...sendEmailContract,
  async handler({ emailId }, { attempt, logger }) {
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
  },
});
