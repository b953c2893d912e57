// docs/contract.md section 9: a failed attempt is retried after about 5 s, 5 min, 30 min, 2 h, 5 h and
// 10 h (seven attempts over about 17.6 hours), then the delivery is FAILED.
export const WEBHOOK_RETRY_DELAYS_SECONDS: readonly number[] = [5, 5 * 60, 30 * 60, 2 * 3600, 5 * 3600, 10 * 3600];

/** A webhook whose deliveries have failed without a single success for this long is turned off. */
export const WEBHOOK_DISABLE_AFTER_MS = 5 * 24 * 3600 * 1000;

/** When attempt number `attempt` (1 = first) failed, the delay before the next, or null when none is left. */
export function retryDelaySeconds(
  attempt: number,
  delays: readonly number[] = WEBHOOK_RETRY_DELAYS_SECONDS,
): number | null {
  return attempt >= 1 && attempt <= delays.length ? delays[attempt - 1] : null;
}
