import type { RateLimiterRes } from "rate-limiter-flexible";
import type { GroupRule } from "./groups";
import type { RateLimitDecision } from "./types";

function toResetAt(msBeforeNext: number, now: number): number {
  return Math.ceil((now + Math.max(msBeforeNext, 0)) / 1000);
}

/** Whole seconds, and never 0 for a refusal: "retry after 0 s" would invite a tight loop. */
export function toRetryAfter(msBeforeNext: number): number {
  return Math.max(1, Math.ceil(msBeforeNext / 1000));
}

export function allowedDecision(rule: GroupRule, res: RateLimiterRes, now = Date.now()): RateLimitDecision {
  return {
    allowed: true,
    limit: rule.limit,
    remaining: Math.max(res.remainingPoints, 0),
    resetAt: toResetAt(res.msBeforeNext, now),
    retryAfter: 0,
    window: rule.window,
  };
}

export function refusedDecision(rule: GroupRule, res: RateLimiterRes, now = Date.now()): RateLimitDecision {
  return {
    allowed: false,
    limit: rule.limit,
    remaining: 0,
    resetAt: toResetAt(res.msBeforeNext, now),
    retryAfter: toRetryAfter(res.msBeforeNext),
    window: rule.window,
  };
}

/** The store is down: docs/interface.md section 8 says allow; the figures are a best guess. */
export function failOpenDecision(rule: GroupRule, now = Date.now()): RateLimitDecision {
  return {
    allowed: true,
    limit: rule.limit,
    remaining: Math.max(rule.limit - 1, 0),
    resetAt: Math.ceil(now / 1000) + rule.window,
    retryAfter: 0,
    window: rule.window,
  };
}
