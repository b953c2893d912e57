/**
 * "At most N requests in any one second" (docs/contract.md section 12) is a sliding window: a fixed window
 * would let 2N through across a window boundary. Only admitted requests are logged, so the log of
 * a key never holds more than N entries.
 */
type BurstResult = { allowed: boolean; msBeforeNext: number };

export interface BurstWindow {
  hit(key: string): Promise<BurstResult>;
}

const SWEEP_EVERY_MS = 10_000;

export function createMemoryBurstWindow(limit: number, windowMs: number): BurstWindow {
  const logs = new Map<string, number[]>();
  let lastSweepAt = Date.now();

  function sweep(now: number) {
    if (now - lastSweepAt < SWEEP_EVERY_MS) return;
    lastSweepAt = now;
    for (const [key, log] of logs) {
      if (log.at(-1)! <= now - windowMs) logs.delete(key);
    }
  }

  return {
    async hit(key) {
      const now = Date.now();
      sweep(now);
      const log = (logs.get(key) ?? []).filter((at) => at > now - windowMs);
      if (log.length >= limit) {
        logs.set(key, log);
        return { allowed: false, msBeforeNext: log[0] + windowMs - now };
      }
      log.push(now);
      logs.set(key, log);
      return { allowed: true, msBeforeNext: 0 };
    },
  };
}
