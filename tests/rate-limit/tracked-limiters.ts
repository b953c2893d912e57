import { afterAll } from "vitest";
import { createRateLimiter, type RateLimiter, type RateLimiterOptions } from "@/lib/api/rate-limit";

// Every limiter a test file creates is closed when the file ends, so Redis clients and timers
// never keep vitest alive.
const created: RateLimiter[] = [];

export function trackedLimiter(options: RateLimiterOptions = {}): RateLimiter {
  const limiter = createRateLimiter(options);
  created.push(limiter);
  return limiter;
}

/** Closes them now: for files that must drop Redis connections before their own cleanup. */
export async function closeTrackedLimiters() {
  await Promise.all(created.splice(0).map((limiter) => limiter.close()));
}

afterAll(closeTrackedLimiters);
