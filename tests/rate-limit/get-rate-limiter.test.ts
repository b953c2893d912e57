import { afterAll, describe, expect, it } from "vitest";
import { getRateLimiter } from "@/lib/api/rate-limit";

afterAll(async () => {
  await getRateLimiter().close();
});

describe("getRateLimiter", () => {
  it("is one limiter per process, in memory when REDIS_URL is unset", async () => {
    const limiter = getRateLimiter();
    expect(getRateLimiter()).toBe(limiter);
    const input = { key: "198.51.100.77", method: "POST", path: "/auth/refresh", group: "refresh" as const };
    expect((await limiter.consume(input)).remaining).toBe(9);
    expect((await getRateLimiter().consume(input)).remaining).toBe(8);
  });
});
