import { describe, expect, it } from "vitest";
import { rateLimitExceededBody, rateLimitHeaders, type RateLimitDecision } from "@/lib/api/rate-limit";

const allowed: RateLimitDecision = {
  allowed: true,
  limit: 100,
  remaining: 42,
  resetAt: 1_767_225_600,
  retryAfter: 0,
  window: 60,
};
const refused: RateLimitDecision = {
  allowed: false,
  limit: 5,
  remaining: 0,
  resetAt: 1_767_225_660,
  retryAfter: 37,
  window: 60,
};

describe("rateLimitHeaders", () => {
  it("reports limit, remaining and reset for an allowed request", () => {
    expect(rateLimitHeaders(allowed)).toEqual({
      "X-RateLimit-Limit": "100",
      "X-RateLimit-Remaining": "42",
      "X-RateLimit-Reset": "1767225600",
    });
  });

  it("adds Retry-After on a refusal", () => {
    expect(rateLimitHeaders(refused)).toEqual({
      "X-RateLimit-Limit": "5",
      "X-RateLimit-Remaining": "0",
      "X-RateLimit-Reset": "1767225660",
      "Retry-After": "37",
    });
  });

  it("never reports a negative remaining", () => {
    expect(rateLimitHeaders({ ...refused, remaining: -3 })["X-RateLimit-Remaining"]).toBe("0");
  });
});

describe("rateLimitExceededBody", () => {
  it("has exactly the 429 fields of docs/contract.md section 2", () => {
    const before = Date.now();
    const body = rateLimitExceededBody(refused);
    expect(Object.keys(body).sort()).toEqual([
      "code",
      "error",
      "limit",
      "message",
      "retry_after",
      "timestamp",
      "window",
    ]);
    expect(body).toEqual({
      error: "rate_limit_exceeded",
      message: expect.any(String),
      code: "RATE_LIMIT_EXCEEDED",
      retry_after: 37,
      limit: 5,
      window: 60,
      timestamp: expect.any(String),
    });
    expect(body.message.length).toBeGreaterThan(0);
    expect(body.timestamp).toBe(new Date(body.timestamp).toISOString());
    expect(Date.parse(body.timestamp)).toBeGreaterThanOrEqual(before);
    expect(JSON.parse(JSON.stringify(body))).toEqual(body);
  });
});
