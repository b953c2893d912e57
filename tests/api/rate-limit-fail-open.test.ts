import { describe, expect, it } from "vitest";
import { apiRequest, callRoute } from "../helpers/http";

// Nothing listens on this port: the counter store is down, and requests must still be served.
process.env.REDIS_URL = "redis://127.0.0.1:6390";
const { GET: getPlans } = await import("@/app/api/v1/plans/route");

describe("rate limiting with the Redis store unreachable", () => {
  it("serves requests, promptly, with rate-limit headers", async () => {
    const started = Date.now();
    const originalWarn = console.warn;
    console.warn = () => undefined;
    try {
      for (let i = 0; i < 5; i += 1) {
        const response = await callRoute(getPlans, apiRequest("/plans", { ip: "203.0.113.7" }));
        expect(response.status).toBe(200);
        expect(response.headers.get("x-ratelimit-limit")).toBe("100");
      }
    } finally {
      console.warn = originalWarn;
    }
    expect(Date.now() - started).toBeLessThan(8000);
  });
});
