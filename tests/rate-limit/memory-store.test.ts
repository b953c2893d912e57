import { describe, expect, it } from "vitest";
import { GROUP_RULES, type RateLimiter, type RateLimitGroup } from "@/lib/api/rate-limit";
import { trackedLimiter } from "./tracked-limiters";

const memoryLimiter = (): RateLimiter => trackedLimiter();

const login = { method: "POST", path: "/api/v1/auth/login", group: "login" as const };

describe("memory store", () => {
  it("counts down and refuses the 6th login in a minute", async () => {
    const limiter = memoryLimiter();
    const nowSeconds = Math.floor(Date.now() / 1000);
    const decisions = [];
    for (let i = 0; i < 6; i++) decisions.push(await limiter.consume({ ...login, key: "203.0.113.7" }));

    expect(decisions.slice(0, 5).map((d) => d.allowed)).toEqual([true, true, true, true, true]);
    expect(decisions.map((d) => d.remaining)).toEqual([4, 3, 2, 1, 0, 0]);
    for (const decision of decisions) {
      expect(decision.limit).toBe(5);
      expect(decision.window).toBe(60);
      expect(decision.resetAt).toBeGreaterThanOrEqual(nowSeconds + 59);
      expect(decision.resetAt).toBeLessThanOrEqual(nowSeconds + 61);
    }
    expect(decisions.slice(0, 5).every((d) => d.retryAfter === 0)).toBe(true);

    const refused = decisions[5];
    expect(refused.allowed).toBe(false);
    expect(refused.remaining).toBe(0);
    expect(refused.retryAfter).toBeGreaterThan(0);
    expect(refused.retryAfter).toBeLessThanOrEqual(60);
    expect(Number.isInteger(refused.retryAfter)).toBe(true);

    // Still refused, and remaining never goes negative.
    const again = await limiter.consume({ ...login, key: "203.0.113.7" });
    expect(again).toMatchObject({ allowed: false, remaining: 0 });
  });

  it("keeps clients apart", async () => {
    const limiter = memoryLimiter();
    for (let i = 0; i < 5; i++) await limiter.consume({ ...login, key: "198.51.100.1" });
    expect((await limiter.consume({ ...login, key: "198.51.100.1" })).allowed).toBe(false);
    const other = await limiter.consume({ ...login, key: "198.51.100.2" });
    expect(other).toMatchObject({ allowed: true, remaining: 4 });
  });

  it("counts per method and per normalized path", async () => {
    const limiter = memoryLimiter();
    const base = { key: "user_1", group: "default" as const };
    await limiter.consume({ ...base, method: "GET", path: "/lists" });
    const sameRoute = await limiter.consume({ ...base, method: "get", path: "/api/v1/lists/123" });
    expect(sameRoute.remaining).toBe(98);
    expect((await limiter.consume({ ...base, method: "POST", path: "/lists" })).remaining).toBe(99);
    expect((await limiter.consume({ ...base, method: "GET", path: "/contacts" })).remaining).toBe(99);
    const nested = await limiter.consume({ ...base, method: "GET", path: "/lists/123/contacts" });
    expect(nested.remaining).toBe(99);
  });

  it("shares one counter between /analytics/campaign and /analytics/campaign/<id>", async () => {
    const limiter = memoryLimiter();
    const base = { key: "user_2", method: "GET", group: "analytics" as const };
    await limiter.consume({ ...base, path: "/analytics/campaign" });
    const withId = await limiter.consume({ ...base, path: "/api/v1/analytics/campaign/clx9k2m4p0000qz8h3b7d1f2e" });
    expect(withId).toMatchObject({ allowed: true, limit: 100, remaining: 98 });
  });

  it("keeps groups apart for the same client and route", async () => {
    const limiter = memoryLimiter();
    await limiter.consume({ key: "k", method: "POST", path: "/x", group: "email" });
    const decision = await limiter.consume({ key: "k", method: "POST", path: "/x", group: "upload" });
    expect(decision).toMatchObject({ limit: 20, remaining: 19 });
  });

  it("applies every group's limit and window from docs/interface.md section 8", async () => {
    const limiter = memoryLimiter();
    const expected: Record<RateLimitGroup, [number, number]> = {
      login: [5, 60],
      register: [3, 3600],
      passwordReset: [3, 3600],
      refresh: [10, 60],
      analytics: [100, 60],
      email: [50, 60],
      upload: [20, 60],
      tracking: [1000, 60],
      default: [100, 60],
    };
    for (const [group, [limit, window]] of Object.entries(expected) as Array<[RateLimitGroup, [number, number]]>) {
      expect(GROUP_RULES[group]).toEqual({ limit, window });
      const decision = await limiter.consume({ key: "spec", method: "POST", path: `/${group}`, group });
      expect(decision).toMatchObject({ allowed: true, limit, window, remaining: limit - 1 });
    }
  });

  it("refuses the 4th registration in an hour with a long retry", async () => {
    const limiter = memoryLimiter();
    const input = { key: "192.0.2.9", method: "POST", path: "/auth/register", group: "register" as const };
    for (let i = 0; i < 3; i++) expect((await limiter.consume(input)).allowed).toBe(true);
    const refused = await limiter.consume(input);
    expect(refused.allowed).toBe(false);
    expect(refused.retryAfter).toBeGreaterThan(3500);
    expect(refused.retryAfter).toBeLessThanOrEqual(3600);
  });

  it("does not share counts between two memory limiters", async () => {
    const a = memoryLimiter();
    const b = memoryLimiter();
    for (let i = 0; i < 5; i++) await a.consume({ ...login, key: "10.0.0.1" });
    expect((await b.consume({ ...login, key: "10.0.0.1" })).allowed).toBe(true);
  });
});
