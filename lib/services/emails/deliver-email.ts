import { ApiError } from "@/lib/api/errors";
import { db } from "@/lib/db";
import type { Email } from "@/lib/generated/prisma/client";
import { DnsLookupError } from "@/lib/mail/private-targets";
import type { SmtpFailure } from "@/lib/mail/smtp-errors";
import { routeSend } from "@/lib/services/sending-routes/route-send";
import { smtpTransportFor } from "@/lib/services/smtp/smtp-transport-for";
import { markSettled, settleOutcomes } from "./send-core/outcome-writer";
import { type ClaimedEmails, type SendRoute, sendEmails } from "./send-core/send-emails";
import { SUPPRESSED_REASON } from "./send-core/suppressed-emails";

// The single entry of the send core: one Email row that is QUEUED or SCHEDULED, the work of the
// send-email job. The row holds the finished message (rendered, personalised, tracked, with its
// headers), so a retry sends exactly what the first attempt would have. It is claimed here, by an
// UPDATE; from there it is a batch of one (send-core/send-emails.ts).

/** Thrown for a temporary failure (4xx, network) while retries remain: the job runs again. */
export class RetryableSendError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "RetryableSendError";
  }
}

/** A SENDING row older than this was left by a worker that died mid-send. */
const STALE_SENDING_MS = 5 * 60_000;
const NO_SMTP: SmtpFailure = { permanent: true, message: "Its SMTP configuration was deleted or deactivated" };

/** NOT_DUE: a SCHEDULED row whose sendAt has not come; it is left as it is (see jobs/send-email.ts). */
/** IN_FLIGHT: a SENDING row claimed less than STALE_SENDING_MS ago (another run may still be sending it). */
/** DEFERRED: over every target's warm-up cap, SCHEDULED for the next day with its own job. */
export type DeliveryOutcome =
  | "DEFERRED"
  | "SENT"
  | "FAILED"
  | "CANCELLED"
  | "RETRY"
  | "SKIPPED"
  | "NOT_DUE"
  | "IN_FLIGHT";

/**
 * The row is claimed (SENDING) before the SMTP call, so two runs of one job never both send it. A
 * SCHEDULED row is only claimed once its sendAt has come: a job run early never sends it.
 */
async function claim(id: string): Promise<boolean> {
  const claimed = await db.email.updateMany({
    where: {
      id,
      OR: [{ status: "QUEUED" }, { status: "SCHEDULED", OR: [{ sendAt: null }, { sendAt: { lte: new Date() } }] }],
    },
    data: { status: "SENDING", attempts: { increment: 1 } },
  });
  return claimed.count === 1;
}

/** A row found SENDING: another worker has it, or one died after claiming it. */
async function settleUnclaimed(id: string): Promise<DeliveryOutcome> {
  const row = await db.email.findFirst({ where: { id }, select: { status: true, updatedAt: true } });
  if (row?.status === "SCHEDULED") return "NOT_DUE";
  if (row?.status !== "SENDING") return "SKIPPED";
  if (Date.now() - row.updatedAt.getTime() < STALE_SENDING_MS) return "IN_FLIGHT";
  // Whether the message left before the crash cannot be known; sending again could reach the
  // recipient twice, which is worse for a sender's reputation than one lost message.
  await settleOutcomes({
    sent: [],
    failed: [{ id, error: "Interrupted while sending; not retried so that the recipient cannot get it twice" }],
    retry: [],
  });
  return "FAILED";
}

/** The claim step of rows claimed already: a suppressed one is CANCELLED, the others are sent. */
async function cancelSuppressed(rows: Email[], suppressed: Set<string>): Promise<ClaimedEmails<Email>> {
  const cancelled = rows.filter((row) => suppressed.has(row.id)).map((row) => row.id);
  await markSettled(
    cancelled.map((id) => ({ id, error: SUPPRESSED_REASON })),
    "CANCELLED",
  );
  return { toSend: rows.filter((row) => !suppressed.has(row.id)), cancelled, skipped: 0, marksHandover: false };
}

/** The row's sending route or SMTP config, looked up as it is now; or why it cannot be used. */
async function routeOf(email: Email): Promise<SendRoute> {
  // A route deleted since the row was written leaves the config chosen then.
  const routed = email.routeId ? await routeSend({ teamId: email.teamId, routeId: email.routeId }) : null;
  if (routed) return routed;
  if (!email.smtpConfigId) return { failure: NO_SMTP };
  try {
    const smtp = await smtpTransportFor({ teamId: email.teamId, id: email.smtpConfigId });
    return smtp ? { smtp } : { failure: NO_SMTP };
  } catch (error) {
    // A host that does not resolve may come back (DNS trouble); one on a forbidden address will not.
    if (error instanceof DnsLookupError) return { failure: { permanent: false, message: error.message } };
    if (error instanceof ApiError) return { failure: { permanent: true, message: error.message } };
    throw error;
  }
}

/**
 * Sends the email; `sent` or `failed` is published once its final status has committed. A
 * permanent failure, or the last attempt, fails the email with the reason; otherwise it is left
 * QUEUED with the reason and RetryableSendError is thrown for the job's retry.
 */
export async function deliverEmail({
  emailId,
  finalAttempt,
}: {
  emailId: string;
  finalAttempt: boolean;
}): Promise<DeliveryOutcome> {
  if (!(await claim(emailId))) return settleUnclaimed(emailId);
  const email = await db.email.findUniqueOrThrow({ where: { id: emailId } });
  const outcome = await sendEmails({
    emails: [email],
    claim: cancelSuppressed,
    route: () => routeOf(email),
    retriesLeft: !finalAttempt,
  });
  if (outcome.retry.length > 0) throw new RetryableSendError(outcome.retry[0].error);
  if (outcome.sent.length > 0) return "SENT";
  if (outcome.deferred?.length) return "DEFERRED";
  return outcome.failed.length > 0 ? "FAILED" : "CANCELLED";
}
