import { env } from "@/lib/env";
import { processSingleton } from "@/lib/process/singletons";
import { createRateLimiter } from "./create-rate-limiter";
import type { RateLimiter } from "./types";

/** The process's one limiter (and one Redis connection, closed at shutdown). */
export function getRateLimiter(): RateLimiter {
  return processSingleton(
    "api.rate-limiter",
    () => createRateLimiter({ redisUrl: env.REDIS_URL }),
    (limiter) => limiter.close(),
  );
}
