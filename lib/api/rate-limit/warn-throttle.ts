/**
 * A warner that speaks at most once per interval: a dead Redis fails every request, and one line
 * per request would bury the log.
 */
export function createThrottledWarn(intervalMs = 60_000): (message: string, error?: unknown) => void {
  let lastWarnAt = Number.NEGATIVE_INFINITY;
  return (message, error) => {
    const now = Date.now();
    if (now - lastWarnAt < intervalMs) return;
    lastWarnAt = now;
    const reason = error instanceof Error ? error.message : error === undefined ? "" : String(error);
    console.warn(`[rate-limit] ${message}${reason ? `: ${reason}` : ""}`);
  };
}
