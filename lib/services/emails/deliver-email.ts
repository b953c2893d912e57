import { ApiError } from "@/lib/api/errors";
import { db } from "@/lib/db";
import { recordSendBounces } from "@/lib/services/inbound/record-send-bounce";
import { DnsLookupError } from "@/lib/mail/private-targets";
import { reserveSendSlots, waitForSlot } from "@/lib/mail/send-pacer";
import { classifySmtpError, type SmtpFailure } from "@/lib/mail/smtp-errors";
import { isSuppressed } from "@/lib/services/suppressions/is-suppressed";
import { smtpTransportFor, type SmtpTransportTarget } from "@/lib/services/smtp/smtp-transport-for";
import { parseAddress } from "@/lib/validation/emails";
import { publishEmailOutcomes } from "@/lib/services/emails/publish-email-outcomes";
import { loadSigningKeys } from "@/lib/services/domains/load-signing-keys";
import { toRawMailOptions } from "./mail-options";
import { sendingTransport } from "./sending-transport";
import { countSendOutcome } from "@/lib/metrics/metrics";

// Sends one Email row that is QUEUED or SCHEDULED: the work of the send-email job. The row holds
// the finished message (rendered, personalised, tracked, with its headers), so a retry sends
// exactly what the first attempt would have.

/** Thrown for a temporary failure (4xx, network) while retries remain: the job runs again. */
export class RetryableSendError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "RetryableSendError";
  }
}

/** A SENDING row older than this was left by a worker that died mid-send. */
const STALE_SENDING_MS = 5 * 60_000;

/** NOT_DUE: a SCHEDULED row whose sendAt has not come; it is left as it is (see jobs/send-email.ts). */
/** IN_FLIGHT: a SENDING row claimed less than STALE_SENDING_MS ago (another run may still be sending it). */
export type DeliveryOutcome = "SENT" | "FAILED" | "CANCELLED" | "RETRY" | "SKIPPED" | "NOT_DUE" | "IN_FLIGHT";

async function finish(
  id: string,
  data: { status: "SENT" | "FAILED" | "CANCELLED" | "QUEUED"; error?: string | null; sentAt?: Date },
) {
  await db.email.update({ where: { id }, data: { error: null, ...data } });
}

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
  await finish(id, {
    status: "FAILED",
    error: "Interrupted while sending; not retried so that the recipient cannot get it twice",
  });
  return "FAILED";
}

/** Sends the email, then publishes `sent` or `failed` once its final status has committed. */
export async function deliverEmail(input: { emailId: string; finalAttempt: boolean }): Promise<DeliveryOutcome> {
  const outcome = await sendOnce(input);
  if (outcome === "SENT" || outcome === "FAILED") await publishEmailOutcomes([input.emailId]);
  return outcome;
}

async function sendOnce({
  emailId,
  finalAttempt,
}: {
  emailId: string;
  finalAttempt: boolean;
}): Promise<DeliveryOutcome> {
  if (!(await claim(emailId))) return settleUnclaimed(emailId);
  const email = await db.email.findUniqueOrThrow({ where: { id: emailId } });

  if (
    email.marketing &&
    !email.test &&
    (await isSuppressed({ teamId: email.teamId, email: parseAddress(email.to)?.address ?? email.to }))
  ) {
    await finish(emailId, {
      status: "CANCELLED",
      error: "The recipient unsubscribed, bounced or complained; marketing mail is not sent to them",
    });
    return "CANCELLED";
  }
  let smtp: SmtpTransportTarget | null;
  try {
    smtp = email.smtpConfigId ? await smtpTransportFor({ teamId: email.teamId, id: email.smtpConfigId }) : null;
  } catch (error) {
    // A host that does not resolve may come back (DNS trouble); one on a forbidden address will not.
    if (error instanceof DnsLookupError)
      return failOrRetry(emailId, { permanent: false, message: error.message }, finalAttempt);
    if (error instanceof ApiError)
      return failOrRetry(emailId, { permanent: true, message: error.message }, finalAttempt);
    throw error;
  }
  if (!smtp) {
    await finish(emailId, { status: "FAILED", error: "Its SMTP configuration was deleted or deactivated" });
    return "FAILED";
  }

  const signingKey = (await loadSigningKeys([email.teamId]))(email);
  const [slot] = await reserveSendSlots({ smtpConfigId: smtp.id, ratePerSecond: smtp.maxSendRate });
  await waitForSlot(slot);
  try {
    await sendingTransport(smtp).sendMail(await toRawMailOptions(email, signingKey));
  } catch (error) {
    const failure = classifySmtpError(error);
    countSendOutcome(failure.permanent ? "permanent" : "temporary");
    return failOrRetry(emailId, failure, finalAttempt);
  }
  countSendOutcome("sent");
  await finish(emailId, { status: "SENT", sentAt: new Date() });
  return "SENT";
}

/** A permanent failure, or the last attempt, fails the email with the reason; otherwise it waits for the retry. */
async function failOrRetry(emailId: string, failure: SmtpFailure, finalAttempt: boolean): Promise<DeliveryOutcome> {
  if (failure.permanent || finalAttempt) {
    await finish(emailId, { status: "FAILED", error: failure.message });
    // A 5xx to RCPT TO or DATA is the address's hard bounce (BOUNCED, suppressed, `bounce` webhook).
    if (failure.refusal) await recordSendBounces([{ emailId, refusal: failure.refusal }]);
    return "FAILED";
  }
  await finish(emailId, { status: "QUEUED", error: failure.message });
  throw new RetryableSendError(failure.message);
}
