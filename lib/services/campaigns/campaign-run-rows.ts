import { db } from "@/lib/db";
import type { Prisma } from "@/lib/generated/prisma/client";
import { enqueue } from "@/lib/jobs";
import type { BatchOutcome } from "@/lib/services/emails";

// The rows of a campaign run (run-campaign.ts) that its own batches do not finish: temporary
// failures handed to the send-email job, and the rows a killed worker left claimed.

const INTERRUPTED =
  "Interrupted while sending (the worker stopped); not retried so that the recipient cannot get it twice";
const RETRY_AFTER_MS = 30_000;

/** Hands QUEUED rows to the send-email job (retries with backoff), after `delayMs`. */
async function queueForSendEmail(ids: string[], delayMs: number) {
  if (ids.length === 0) return;
  const startAfter = new Date(Date.now() + delayMs);
  // Campaign rows are broadcast mail: their retries keep to its queue (docs/contract.md section 20).
  for (const id of ids) await enqueue("send-broadcast-email", { emailId: id }, { startAfter });
}

export const retryLater = (outcome: BatchOutcome) =>
  queueForSendEmail(
    outcome.retry.map(({ id }) => id),
    RETRY_AFTER_MS,
  );

/**
 * The rows of this run a killed worker left claimed (SENDING since before this job started), by
 * how far they got (see deliverEmailBatch): never handed to SMTP (attempts 0) go to the send-email
 * job, which sends them once; in the middle of their SMTP exchange (attempts 1) may or may not have
 * arrived, and are FAILED rather than risk a duplicate. Rows of send-email retries (attempts 2+)
 * are that job's business.
 */
export async function settleInterruptedRows(run: Prisma.EmailWhereInput, jobStart: Date) {
  const stale = { ...run, status: "SENDING" as const, updatedAt: { lt: jobStart } };
  const unsent = (await db.email.findMany({ where: { ...stale, attempts: 0 }, select: { id: true } })).map(
    ({ id }) => id,
  );
  if (unsent.length > 0) {
    await db.email.updateMany({
      where: { id: { in: unsent }, status: "SENDING", attempts: 0 },
      data: { status: "QUEUED" },
    });
    await queueForSendEmail(unsent, 0);
  }
  await db.email.updateMany({ where: { ...stale, attempts: 1 }, data: { status: "FAILED", error: INTERRUPTED } });
}
