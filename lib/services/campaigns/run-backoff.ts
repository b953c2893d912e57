import type { BatchOutcome } from "@/lib/services/emails";

// When a campaign's SMTP peer stops taking mail for a while (a 421 "service shutting down", any
// other 4xx, a dropped connection, a timeout), the run backs off instead of failing: the messages
// the peer turned away are left QUEUED for the send-email job (its own retries with backoff), and
// the rest of the audience waits for a new job of the run, due later each time the peer still
// refuses everything (docs/contract.md section 25). The run is failed only for a configuration
// that never worked: before anything of the run was sent, no connection could be opened at all.

const FIRST_BACKOFF_MS = 30_000;
const MAX_BACKOFF_MS = 10 * 60_000;

/** The wait before the run's `round`th retry (1 = the first): 30 s, 1 min, 2 min ... at most 10 min. */
export function runBackoffMs(round: number): number {
  return Math.min(MAX_BACKOFF_MS, FIRST_BACKOFF_MS * 2 ** Math.max(0, round - 1));
}

/** Nothing of the chunk got through and some of it was turned away for now: the peer is not taking mail. */
export function peerStalled(outcome: BatchOutcome): boolean {
  return outcome.sent.length === 0 && outcome.retry.length > 0;
}

/**
 * Whether a stalled first message says the configuration is broken: every refusal was a
 * connection that could not be opened, the run had sent nothing yet, and it was not already
 * backing off from a peer that answered (a peer restarting refuses connections for a while).
 */
export function configUnreachable(outcome: BatchOutcome, sentBefore: number, backoffRound: number): boolean {
  return (
    sentBefore === 0 && backoffRound === 0 && peerStalled(outcome) && outcome.retry.every((retry) => retry.unreachable)
  );
}
