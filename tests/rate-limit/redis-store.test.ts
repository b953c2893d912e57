import { randomUUID } from "node:crypto";
import { Redis } from "ioredis";
import { afterAll, describe, expect, it } from "vitest";
import type { RateLimiter } from "@/lib/api/rate-limit";
import { trackedLimiter } from "./tracked-limiters";

// Redis runs on 127.0.0.1:6379 here and in CI. A fresh prefix per run keeps runs apart.
const REDIS_URL = "redis://127.0.0.1:6379";
const keyPrefix = `sendwell-test:${randomUUID()}`;

const redisLimiter = (prefix = keyPrefix): RateLimiter => trackedLimiter({ redisUrl: REDIS_URL, keyPrefix: prefix });

const inspector = new Redis(REDIS_URL, { lazyConnect: true });

afterAll(async () => {
  const keys = await inspector.keys(`${keyPrefix}*`);
  if (keys.length > 0) await inspector.del(...keys);
  await inspector.quit();
});

const login = { method: "POST", path: "/api/v1/auth/login", group: "login" as const };

describe("Redis store", () => {
  it("counts down and refuses the 6th login in a minute", async () => {
    const limiter = redisLimiter();
    const decisions = [];
    for (let i = 0; i < 6; i++) decisions.push(await limiter.consume({ ...login, key: "203.0.113.50" }));
    expect(decisions.map((d) => d.allowed)).toEqual([true, true, true, true, true, false]);
    expect(decisions.map((d) => d.remaining)).toEqual([4, 3, 2, 1, 0, 0]);
    expect(decisions[5].retryAfter).toBeGreaterThan(0);
    expect(decisions[5].retryAfter).toBeLessThanOrEqual(60);
  });

  it("stores the count under group:key:METHOD:normalizedPath", async () => {
    const limiter = redisLimiter();
    await limiter.consume({
      key: "user_9",
      method: "get",
      path: "/api/v1/campaigns/clx9k2m4p0000qz8h3b7d1f2e/emails",
      group: "default",
    });
    const key = `${keyPrefix}:default:user_9:GET:/campaigns/:id/emails`;
    expect(await inspector.get(key)).toBe("1");
    const ttl = await inspector.ttl(key);
    expect(ttl).toBeGreaterThan(55);
    expect(ttl).toBeLessThanOrEqual(60);
  });

  it("shares counts between two limiters on the same Redis", async () => {
    const first = redisLimiter();
    const second = redisLimiter();
    const input = { ...login, key: "203.0.113.51" };
    expect((await first.consume(input)).remaining).toBe(4);
    expect((await second.consume(input)).remaining).toBe(3);
    expect((await first.consume(input)).remaining).toBe(2);
    expect((await second.consume(input)).remaining).toBe(1);
    expect((await first.consume(input)).remaining).toBe(0);
    const refused = await second.consume(input);
    expect(refused).toMatchObject({ allowed: false, remaining: 0, limit: 5 });
    expect(refused.retryAfter).toBeGreaterThan(0);
  });

  it("shares the burst window between two limiters", async () => {
    const first = redisLimiter();
    const second = redisLimiter();
    const input = { key: "burst-client", method: "GET", path: "/plans", group: "default" as const };
    const decisions = [];
    for (let i = 0; i < 51; i++) decisions.push(await (i % 2 === 0 ? first : second).consume(input));
    expect(decisions.slice(0, 50).every((d) => d.allowed)).toBe(true);
    expect(decisions[50]).toMatchObject({ allowed: false, retryAfter: 1, limit: 100, remaining: 49, window: 60 });
  });

  it("keeps clients apart", async () => {
    const limiter = redisLimiter();
    for (let i = 0; i < 6; i++) await limiter.consume({ ...login, key: "203.0.113.52" });
    expect((await limiter.consume({ ...login, key: "203.0.113.53" })).remaining).toBe(4);
  });

  it("keeps key prefixes apart", async () => {
    const limiter = redisLimiter(`${keyPrefix}:other`);
    for (let i = 0; i < 5; i++) await redisLimiter().consume({ ...login, key: "203.0.113.54" });
    expect((await limiter.consume({ ...login, key: "203.0.113.54" })).remaining).toBe(4);
  });

  it("answers the first request of a fresh client from Redis, not from fail-open", async () => {
    const first = redisLimiter();
    const second = redisLimiter();
    const input = { ...login, key: "203.0.113.55" };
    // Both limiters open their connection on this very call.
    const [a, b] = await Promise.all([first.consume(input), second.consume(input)]);
    expect([a.remaining, b.remaining].sort()).toEqual([3, 4]);
  });
});
