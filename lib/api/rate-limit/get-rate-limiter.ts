import { env } from "@/lib/env";
import { processSingleton } from "@/lib/process/singletons";
import { createRateLimiter } from "./create-rate-limiter";
import { GROUP_BY_NAME } from "./group-names";
import type { OperatorOverride, RateLimiter } from "./types";

/** RATE_LIMIT_OVERRIDES with the limiter's group names. */
const operatorOverrides = (): OperatorOverride[] =>
  env.RATE_LIMIT_OVERRIDES.map((override) => ({ ...override, group: GROUP_BY_NAME[override.group] }));

/** The process's one limiter (and one Redis connection, closed at shutdown). */
export function getRateLimiter(): RateLimiter {
  return processSingleton(
    "api.rate-limiter",
    () => createRateLimiter({ redisUrl: env.REDIS_URL, overrides: operatorOverrides() }),
    (limiter) => limiter.close(),
  );
}
