import { afterEach, describe, expect, it, vi } from "vitest";
import type { RateLimiter } from "@/lib/api/rate-limit";
import { createMemoryBurstWindow } from "@/lib/api/rate-limit/burst-window";
import { trackedLimiter } from "./tracked-limiters";

const memoryLimiter = (): RateLimiter => trackedLimiter();

const plans = { key: "burst-client", method: "GET", path: "/plans", group: "default" as const };

describe("default-group burst allowance", () => {
  it("refuses the 51st request in one second although the minute allows 100", async () => {
    const limiter = memoryLimiter();
    const started = Date.now();
    const decisions = [];
    for (let i = 0; i < 51; i++) decisions.push(await limiter.consume(plans));
    expect(Date.now() - started).toBeLessThan(1000);

    expect(decisions.slice(0, 50).every((d) => d.allowed)).toBe(true);
    const refused = decisions[50];
    expect(refused.allowed).toBe(false);
    expect(refused.retryAfter).toBe(1);
    // Headers still describe the per-minute group.
    expect(refused.limit).toBe(100);
    expect(refused.window).toBe(60);
    expect(refused.remaining).toBe(49);
    expect(refused.resetAt).toBe(decisions[0].resetAt);
  });

  it("is per client and per route, like the minute limit", async () => {
    const limiter = memoryLimiter();
    for (let i = 0; i < 50; i++) await limiter.consume(plans);
    expect((await limiter.consume(plans)).allowed).toBe(false);
    expect((await limiter.consume({ ...plans, key: "someone-else" })).allowed).toBe(true);
    expect((await limiter.consume({ ...plans, path: "/lists" })).allowed).toBe(true);
  });

  it("lets requests through again once the second has passed", async () => {
    const limiter = memoryLimiter();
    for (let i = 0; i < 50; i++) await limiter.consume(plans);
    expect((await limiter.consume(plans)).allowed).toBe(false);
    await new Promise((resolve) => setTimeout(resolve, 1050));
    expect(await limiter.consume(plans)).toMatchObject({ allowed: true, limit: 100 });
  });

  it("does not apply to other groups", async () => {
    const limiter = memoryLimiter();
    const analytics = { key: "a", method: "GET", path: "/analytics/campaign", group: "analytics" as const };
    const decisions = [];
    for (let i = 0; i < 101; i++) decisions.push(await limiter.consume(analytics));
    expect(decisions.slice(0, 100).every((d) => d.allowed)).toBe(true);
    expect(decisions[100]).toMatchObject({ allowed: false, remaining: 0 });
    expect(decisions[100].retryAfter).toBeGreaterThan(1);
  });

  it("still enforces the minute limit after bursts", async () => {
    const limiter = memoryLimiter();
    const decisions = [];
    for (let i = 0; i < 50; i++) decisions.push(await limiter.consume(plans));
    await new Promise((resolve) => setTimeout(resolve, 1050));
    for (let i = 0; i < 51; i++) decisions.push(await limiter.consume(plans));
    expect(decisions.slice(0, 100).every((d) => d.allowed)).toBe(true);
    expect(decisions[100]).toMatchObject({ allowed: false, remaining: 0, limit: 100 });
    expect(decisions[100].retryAfter).toBeGreaterThan(1);
  });
});

describe("burst window", () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it("holds in any one second, not only per fixed window", async () => {
    vi.useFakeTimers({ toFake: ["Date"], now: 1_000_000 });
    const window = createMemoryBurstWindow(50, 1000);
    for (let i = 0; i < 30; i++) expect((await window.hit("k")).allowed).toBe(true);
    vi.setSystemTime(1_000_900);
    for (let i = 0; i < 20; i++) expect((await window.hit("k")).allowed).toBe(true);
    // A fixed window opened at t=0 would reset at t=1000 and admit 50 more; 20 of the last
    // second's requests are still inside (100, 1100], so only 30 may pass.
    vi.setSystemTime(1_001_100);
    for (let i = 0; i < 30; i++) expect((await window.hit("k")).allowed).toBe(true);
    const refused = await window.hit("k");
    expect(refused.allowed).toBe(false);
    expect(refused.msBeforeNext).toBe(800);
  });
});
