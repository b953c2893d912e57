import { RateLimiterRedis, RateLimiterRes } from "rate-limiter-flexible";
import { createMemoryBurstWindow, type BurstWindow } from "./burst-window";
import { createRedisBurstWindow } from "./burst-window-redis";
import { allowedDecision, failOpenDecision, refusedDecision, toRetryAfter } from "./decision";
import { BURST_RULE, GROUP_RULES, type GroupRule } from "./groups";
import { createMemoryWindow, type MemoryWindow } from "./memory-window";
import { normalizePath } from "./normalize-path";
import { createRateLimitRedis, type RateLimitRedis } from "./redis-client";
import type { OperatorOverride, RateLimitDecision, RateLimiter, RateLimitGroup, RateLimitInput } from "./types";
import { createThrottledWarn } from "./warn-throttle";

export type RateLimiterOptions = {
  /** Redis when set (counts shared by every app process), else this process's memory. */
  redisUrl?: string;
  keyPrefix?: string;
  /** Operators' limits for single clients (RATE_LIMIT_OVERRIDES): they win over a team's own. */
  overrides?: readonly OperatorOverride[];
};

const DEFAULT_KEY_PREFIX = "sendwell:rl";
// After a store failure, skip Redis for a moment: a Redis that hangs (rather than refuses) would
// otherwise cost every request a full command timeout.
const STORE_COOL_OFF_MS = 2000;

/** `${group}:${key}:${METHOD}:${normalizedPath}`: per client, per method, per normalized path. */
function countingKey({ key, method, path, group }: RateLimitInput): string {
  return `${group}:${key}:${method.toUpperCase()}:${normalizePath(path)}`;
}

/** `${group}|${key}` -> limit, the key as the callers build it (`ip:<address>`, `user:<id>`). */
function operatorLimits(overrides: readonly OperatorOverride[]): Map<string, number> {
  return new Map(
    overrides.map(({ ip, userId, group, limit }) => [`${group}|${ip ? `ip:${ip}` : `user:${userId}`}`, limit]),
  );
}

export function createRateLimiter(options: RateLimiterOptions = {}): RateLimiter {
  const keyPrefix = options.keyPrefix ?? DEFAULT_KEY_PREFIX;
  const operator = operatorLimits(options.overrides ?? []);
  const warn = createThrottledWarn();
  const redis: RateLimitRedis | undefined = options.redisUrl
    ? createRateLimitRedis(options.redisUrl, (error) => warn("Redis unavailable, allowing requests", error))
    : undefined;

  const redisLimiters = new Map<string, RateLimiterRedis>();
  const memoryWindows = new Map<RateLimitGroup, MemoryWindow>();
  let burstWindow: BurstWindow | undefined;
  let skipStoreUntil = 0;

  function storeFailed(error: unknown) {
    warn("Redis error, allowing requests", error);
    skipStoreUntil = Date.now() + STORE_COOL_OFF_MS;
  }

  // One limiter per group and limit: limiters of one group share their counts (same key prefix),
  // each compares them with its own limit.
  function redisLimiterFor(shared: RateLimitRedis, group: RateLimitGroup, points: number): RateLimiterRedis {
    let limiter = redisLimiters.get(`${group}:${points}`);
    if (!limiter) {
      const duration = GROUP_RULES[group].window;
      limiter = new RateLimiterRedis({
        storeClient: shared.client,
        keyPrefix,
        points,
        duration,
        rejectIfRedisNotReady: true,
      });
      redisLimiters.set(`${group}:${points}`, limiter);
    }
    return limiter;
  }

  function memoryWindowFor(group: RateLimitGroup): MemoryWindow {
    let window = memoryWindows.get(group);
    if (!window) {
      window = createMemoryWindow(GROUP_RULES[group].limit, GROUP_RULES[group].window);
      memoryWindows.set(group, window);
    }
    return window;
  }

  function burst(): BurstWindow {
    burstWindow ??= redis
      ? createRedisBurstWindow(redis.client, `${keyPrefix}:burst`, BURST_RULE.limit, BURST_RULE.windowMs)
      : createMemoryBurstWindow(BURST_RULE.limit, BURST_RULE.windowMs);
    return burstWindow;
  }

  async function checkBurst(key: string, decision: RateLimitDecision): Promise<RateLimitDecision> {
    try {
      const result = await burst().hit(key);
      if (result.allowed) return decision;
      // Refused for the burst, but the headers keep reporting the per-minute figures.
      return { ...decision, allowed: false, retryAfter: toRetryAfter(result.msBeforeNext) };
    } catch (error) {
      storeFailed(error);
      return decision;
    }
  }

  /**
   * The group's rule with the limit in force (the operator's for this client, else the team's, else
   * the group's), the group counted (unknown ones count as default) and the counting key.
   */
  function counting(input: RateLimitInput) {
    const group = GROUP_RULES[input.group] ? input.group : "default";
    const limit = operator.get(`${group}|${input.key}`) ?? input.limit ?? GROUP_RULES[group].limit;
    return { rule: { ...GROUP_RULES[group], limit }, group, key: countingKey({ ...input, group }) };
  }

  /** Counted in this process's memory (no Redis configured): decided at once. */
  function countHere(rule: GroupRule, group: RateLimitGroup, key: string): RateLimitDecision {
    const { allowed, result } = memoryWindowFor(group).count(key, rule.limit);
    return allowed ? allowedDecision(rule, result) : refusedDecision(rule, result);
  }

  function consumeNow(input: RateLimitInput): RateLimitDecision | null {
    if (redis) return null;
    const { rule, group, key } = counting(input);
    return group === BURST_RULE.group ? null : countHere(rule, group, key);
  }

  async function consume(input: RateLimitInput): Promise<RateLimitDecision> {
    const { rule, group, key } = counting(input);
    // An admitted request of the default group also has to pass the burst limit.
    if (!redis) {
      const decision = countHere(rule, group, key);
      return decision.allowed && group === BURST_RULE.group ? checkBurst(key, decision) : decision;
    }
    if (Date.now() < skipStoreUntil) return failOpenDecision(rule);
    let decision: RateLimitDecision;
    try {
      await redis.ready();
      decision = allowedDecision(rule, await redisLimiterFor(redis, group, rule.limit).consume(key));
    } catch (rejection) {
      // rate-limiter-flexible rejects with a RateLimiterRes for "over the limit" and with an Error
      // when the store fails; only the first is a refusal.
      if (rejection instanceof RateLimiterRes) return refusedDecision(rule, rejection);
      storeFailed(rejection);
      return failOpenDecision(rule);
    }
    return group === BURST_RULE.group ? checkBurst(key, decision) : decision;
  }

  async function close(): Promise<void> {
    await redis?.close();
  }

  return { consume, consumeNow, close };
}
