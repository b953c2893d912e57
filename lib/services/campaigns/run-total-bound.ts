/**
 * Audiences up to this size get their exact total in the request that starts a run; larger ones
 * are counted beside the send (run-total.ts). A module of its own so that a test can lower it.
 */
export const EXACT_TOTAL_UP_TO = 50_000;
