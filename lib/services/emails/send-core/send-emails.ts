import type { SmtpFailure } from "@/lib/mail/smtp-errors";
import { deferRefused } from "@/lib/services/destinations/defer-refused";
import { gateDestinations } from "@/lib/services/destinations/gate-destinations";
import { loadSigningKeys } from "@/lib/services/domains/load-signing-keys";
import type { RouteFailover } from "@/lib/services/sending-routes/route-failover";
import type { SmtpTransportTarget } from "@/lib/services/smtp/smtp-transport-for";
import { buildMessages } from "./build-messages";
import { settleOutcomes } from "./outcome-writer";
import { emptyOutcome, recordFailure, type SendableEmail, type SendOutcome } from "./send-outcome";
import { sendWithFailover } from "./send-with-failover";
import { suppressedEmails } from "./suppressed-emails";

// The one send core. A single email (the send-email job, deliver-email.ts) is a batch of one; a
// campaign chunk (deliver-email-batch.ts) a batch of up to a hundred. Both go through the same
// steps: the suppression check, the signing keys, the MIME builds, the pacing slots, the send
// loop through the pooled transport, the classification of failures, and the outcome writer that
// marks the rows, records bounces and publishes `sent` / `failed`. Only the step that yields the
// claimed rows differs: the single path's row exists and was claimed by an UPDATE before its
// content was read, a batch's rows are inserted already claimed.

/** The rows that may be sent, once claimed. */
export type ClaimedEmails<E extends SendableEmail> = {
  /** Rows claimed for this send (SENDING), in order. */
  toSend: E[];
  /** Rows the claim wrote CANCELLED: suppressed recipients, messages past the monthly quota. */
  cancelled: string[];
  /** Messages not claimed because an earlier run already wrote their rows. */
  skipped: number;
  /** Whether the rows record being handed to SMTP (handover.ts): rows inserted claimed do. */
  marksHandover: boolean;
};

/**
 * Claims the messages' rows. Suppressed messages must end CANCELLED with SUPPRESSED_REASON
 * (suppressed-emails.ts) and never be among `toSend`.
 */
export type ClaimStep<E extends SendableEmail> = (emails: E[], suppressed: Set<string>) => Promise<ClaimedEmails<E>>;

/**
 * The SMTP config the claimed rows go through first (and, on a sending route, the way to the next
 * ones), or the failure that keeps them from any.
 */
export type SendRoute = { smtp: SmtpTransportTarget; failover?: RouteFailover } | { failure: SmtpFailure };

export async function sendEmails<E extends SendableEmail>({
  emails,
  claim,
  route,
  retriesLeft,
  onSent,
}: {
  emails: E[];
  claim: ClaimStep<E>;
  /** Looked up once the rows are claimed and something is left to send. */
  route: () => Promise<SendRoute>;
  /** Whether a temporary failure leaves the row QUEUED for a retry; else it is FAILED. */
  retriesLeft: boolean;
  /**
   * Called once no message is with SMTP any more (each sent and marked, refused or left for a
   * retry, or none to send), before the closing writes and events: a caller pipelining batches may
   * start the next one then. Not called when the send fails (it rejects).
   */
  onSent?: () => void;
}): Promise<SendOutcome> {
  let signalled = false;
  const sent = () => {
    if (!signalled) onSent?.();
    signalled = true;
  };
  const outcome = await send(emails, claim, route, retriesLeft, sent);
  sent(); // also when nothing was left to send
  return outcome;
}

async function send<E extends SendableEmail>(
  emails: E[],
  claim: ClaimStep<E>,
  route: () => Promise<SendRoute>,
  retriesLeft: boolean,
  onSent: () => void,
): Promise<SendOutcome> {
  const outcome = emptyOutcome();
  if (emails.length === 0) return outcome;

  // Looked up while the rows are claimed: one round trip less before the first message leaves.
  const signingKeys = loadSigningKeys(emails.map((email) => email.teamId));
  signingKeys.catch(() => {}); // awaited by the send loop, unless nothing is left to send
  const suppressed = await suppressedEmails(emails);
  const claiming = claim(emails, suppressed);
  // Each message's MIME is built while the rows are claimed, the pacing slots reserved and the
  // first handover marked. Rows that turn out skipped, over the quota or without a route (rare)
  // waste their build.
  const built = buildMessages(
    emails.filter((email) => !suppressed.has(email.id)),
    signingKeys,
  );
  const claimed = await claiming;
  outcome.skipped = claimed.skipped;
  outcome.cancelled = claimed.cancelled;
  // Mail to a domain over its limit or deferred waits for its moment, SCHEDULED (lib/services/destinations/).
  const toSend = await gateDestinations(claimed.toSend);
  const waiting = claimed.toSend.length - toSend.length;
  if (waiting > 0) outcome.deferred = claimed.toSend.filter((email) => !toSend.includes(email)).map(({ id }) => id);
  if (toSend.length === 0) return outcome;

  const target = await route();
  if ("failure" in target) {
    // No message reached SMTP: the config's failure is each one's.
    for (const email of toSend) recordFailure(outcome, email.id, target.failure, retriesLeft);
  } else {
    await sendWithFailover({
      smtp: target.smtp,
      failover: target.failover,
      emails: toSend,
      built,
      signingKeys,
      marksHandover: claimed.marksHandover,
      retriesLeft,
      outcome,
    });
  }
  await deferDestinations(toSend, outcome);
  onSent();
  await settleOutcomes(outcome);
  return outcome;
}

/** Refused by their destination for now: they wait for its deferral instead of a retry. */
async function deferDestinations(emails: SendableEmail[], outcome: SendOutcome) {
  const waiting = new Set(await deferRefused(emails, outcome.retry, outcome.sent));
  if (waiting.size === 0) return;
  outcome.retry = outcome.retry.filter(({ id }) => !waiting.has(id));
  outcome.deferred = [...(outcome.deferred ?? []), ...waiting];
}
