import { env } from "@/lib/env";
import { createRateLimiter } from "./create-rate-limiter";
import type { RateLimiter } from "./types";

// One limiter (and one Redis connection) per process, kept across hot reloads in development.
const globalForRateLimit = globalThis as unknown as { sendwellRateLimiter?: RateLimiter };

export function getRateLimiter(): RateLimiter {
  return (globalForRateLimit.sendwellRateLimiter ??= createRateLimiter({ redisUrl: env.REDIS_URL }));
}
