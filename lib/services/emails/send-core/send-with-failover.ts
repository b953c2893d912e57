import type SMTPTransport from "nodemailer/lib/smtp-transport";
import { db } from "@/lib/db";
import { sendEmailJobName } from "@/lib/jobs/contracts/send-email";
import { enqueue } from "@/lib/jobs/enqueue";
import type { SmtpFailure } from "@/lib/mail/smtp-errors";
import type { SigningKeyFor } from "@/lib/services/domains/load-signing-keys";
import { routingNow } from "@/lib/services/sending-routes/clock";
import type { RouteFailover } from "@/lib/services/sending-routes/route-failover";
import { nextUtcDay, releaseWarmup, reserveWarmup, warmupCapToday } from "@/lib/services/sending-routes/warmup";
import type { SmtpTransportTarget } from "@/lib/services/smtp/smtp-transport-for";
import { recordFailure, type SendableEmail, type SendOutcome } from "./send-outcome";
import { sendThroughTransport } from "./send-through-transport";

// The claimed messages of one send, through the first target and, on a sending route, the next
// ones (docs/contract.md section 20). A message moves to the next target only when the one it was
// given failed as a whole before taking it (smtp-errors.ts, `wholeTarget`) or is over its warm-up
// cap, so nothing is lost and nothing reaches a recipient twice. The failed target cools. When no
// target is left, a target failure is the message's (a retry, as without a route), and a message
// over every cap waits for the next UTC day, SCHEDULED (never FAILED for it).

export const WARMUP_REASON = "Over the warm-up cap of every target for today; waits for the next day";

type Pending = { email: SendableEmail; failure?: SmtpFailure };

export async function sendWithFailover({
  smtp: first,
  failover,
  emails,
  built,
  signingKeys,
  marksHandover,
  retriesLeft,
  outcome,
}: {
  smtp: SmtpTransportTarget;
  failover?: RouteFailover;
  emails: SendableEmail[];
  built: Map<string, Promise<SMTPTransport.MailOptions>>;
  signingKeys: Promise<SigningKeyFor>;
  marksHandover: boolean;
  retriesLeft: boolean;
  outcome: SendOutcome;
}): Promise<void> {
  const tried = new Set<string>();
  let pending: Pending[] = emails.map((email) => ({ email }));
  let smtp: SmtpTransportTarget | null = first;
  while (smtp && pending.length > 0) {
    tried.add(smtp.id);
    const now = routingNow();
    const granted = await reserveWarmup(smtp.id, warmupCapToday(smtp.warmup, now), pending.length);
    const overCap = pending.slice(granted);
    const passed: Pending[] = [];
    const sentBefore = outcome.sent.length;
    if (granted > 0)
      await sendThroughTransport({
        smtp,
        emails: pending.slice(0, granted).map(({ email }) => email),
        built,
        signingKeys,
        marksHandover,
        retriesLeft,
        outcome,
        // Without a route there is no other target: failures are recorded as they always were.
        passOn: failover
          ? (email, failure) => {
              passed.push({ email, failure });
              return true;
            }
          : undefined,
      });
    await releaseWarmup(smtp.id, passed.length, now);
    if (passed.length > 0) await failover?.cool(smtp.id, passed[0].failure!.message);
    await recordTarget(outcome.sent.slice(sentBefore), emails, smtp.id, first.id);
    pending = [...passed, ...overCap.map(({ email, failure }) => ({ email, failure }))];
    smtp = pending.length > 0 && failover ? await failover.next(tried) : null;
  }
  const deferred: SendableEmail[] = [];
  for (const { email, failure } of pending) {
    if (failure) recordFailure(outcome, email.id, failure, retriesLeft);
    else deferred.push(email);
  }
  await deferToNextDay(deferred, failover?.routeId ?? null);
  if (deferred.length > 0) outcome.deferred = [...(outcome.deferred ?? []), ...deferred.map((email) => email.id)];
}

/**
 * The sent rows record the target that took them when it is not the one they were written with:
 * a later target of the route, or (a single email) the target picked at send.
 */
async function recordTarget(sent: string[], emails: SendableEmail[], smtpConfigId: string, firstId: string) {
  const written = new Map(emails.map((email) => [email.id, (email as { smtpConfigId?: string | null }).smtpConfigId]));
  const ids = sent.filter((id) => smtpConfigId !== firstId || (written.get(id) ?? smtpConfigId) !== smtpConfigId);
  if (ids.length > 0) await db.email.updateMany({ where: { id: { in: ids } }, data: { smtpConfigId } });
}

/** Over every cap: SCHEDULED for the next UTC day, each with its send-email job. */
async function deferToNextDay(emails: SendableEmail[], routeId: string | null) {
  if (emails.length === 0) return;
  const sendAt = nextUtcDay(routingNow());
  await db.email.updateMany({
    where: { id: { in: emails.map((email) => email.id) } },
    data: { status: "SCHEDULED", sendAt, error: WARMUP_REASON, routeId },
  });
  for (const email of emails)
    await enqueue(sendEmailJobName(email.stream ?? "transactional"), { emailId: email.id }, { startAfter: sendAt });
}
