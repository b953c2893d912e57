import type { RateLimitDecision } from "./types";

/** Headers for every /api/v1 response (docs/interface.md section 8), plus Retry-After on a refusal. */
export function rateLimitHeaders(decision: RateLimitDecision): Record<string, string> {
  const headers: Record<string, string> = {
    "X-RateLimit-Limit": String(decision.limit),
    "X-RateLimit-Remaining": String(Math.max(decision.remaining, 0)),
    "X-RateLimit-Reset": String(decision.resetAt),
  };
  // The standard HTTP hint (RFC 6585) for clients and proxies that ignore the JSON body.
  if (!decision.allowed) headers["Retry-After"] = String(decision.retryAfter);
  return headers;
}

export type RateLimitExceededBody = {
  error: "rate_limit_exceeded";
  message: string;
  code: "RATE_LIMIT_EXCEEDED";
  retry_after: number;
  limit: number;
  window: number;
  timestamp: string;
};

/** The 429 body of docs/contract.md section 2. */
export function rateLimitExceededBody(decision: RateLimitDecision): RateLimitExceededBody {
  const seconds = decision.retryAfter === 1 ? "1 second" : `${decision.retryAfter} seconds`;
  return {
    error: "rate_limit_exceeded",
    message: `Rate limit exceeded. Try again in ${seconds}.`,
    code: "RATE_LIMIT_EXCEEDED",
    retry_after: decision.retryAfter,
    limit: decision.limit,
    window: decision.window,
    timestamp: new Date().toISOString(),
  };
}
