import type { SmtpFailure, SmtpRefusal } from "@/lib/mail/smtp-errors";
import type { StoredMessage } from "../mail-options";

/**
 * A finished message (rendered, tracked, with headers and Message-ID) the send core can send: an
 * Email row already claimed (the single path), or a batch row about to be written claimed.
 */
export type SendableEmail = StoredMessage & {
  id: string;
  teamId: string;
  marketing: boolean;
  test?: boolean;
  /** The stream's own pool of connections and pacing (docs/contract.md section 20); one per send. */
  stream?: "transactional" | "broadcast";
};

/** What became of each message of one send (a batch, or a batch of one). */
export type SendOutcome = {
  sent: string[];
  /**
   * Permanent SMTP refusals (5xx), or any failure on the last attempt: FAILED with the reply;
   * BOUNCED when the address was refused.
   */
  failed: { id: string; error: string; refusal?: SmtpRefusal }[];
  /** Temporary failures (4xx, network) while retries remain: left QUEUED with the reason, for a retry. */
  retry: { id: string; error: string; unreachable?: boolean; destination?: boolean }[];
  /** Marketing mail to a suppressed address, or past the monthly quota: CANCELLED, never sent. */
  cancelled: string[];
  /** Rows an earlier run of this batch already wrote: not sent again. */
  skipped: number;
  /** Over every target's warm-up cap: SCHEDULED for the next day (send-with-failover.ts). */
  deferred?: string[];
};

export const emptyOutcome = (): SendOutcome => ({ sent: [], failed: [], retry: [], cancelled: [], skipped: 0 });

/**
 * Files a failure: a permanent one, or any once no retry remains, fails the message with the
 * reason; a temporary one leaves it for the retry.
 */
export function recordFailure(outcome: SendOutcome, id: string, failure: SmtpFailure, retriesLeft: boolean): void {
  // A destination's refusal for now is never final: the send core defers the message (send-emails.ts).
  if (failure.destination && !failure.permanent) outcome.retry.push({ id, error: failure.message, destination: true });
  else if (failure.permanent || !retriesLeft)
    outcome.failed.push({ id, error: failure.message, refusal: failure.refusal });
  else outcome.retry.push({ id, error: failure.message, unreachable: failure.unreachable });
}
