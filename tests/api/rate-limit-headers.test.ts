import { describe, expect, it } from "vitest";
import { GET as getPlans } from "@/app/api/v1/plans/route";
import { GET as getSubscription } from "@/app/api/v1/subscriptions/route";
import { apiRequest, callRoute, uniqueIp } from "../helpers/http";
import { createTestTeam } from "../helpers/teams";

describe("rate limiting through the API frame", () => {
  it("puts X-RateLimit-* on every answer and counts down", async () => {
    const ip = uniqueIp();
    const first = await callRoute(getPlans, apiRequest("/plans", { ip }));
    const second = await callRoute(getPlans, apiRequest("/plans", { ip }));
    expect(first.headers.get("x-ratelimit-limit")).toBe("100");
    expect(Number(first.headers.get("x-ratelimit-remaining"))).toBe(99);
    expect(Number(second.headers.get("x-ratelimit-remaining"))).toBe(98);
    const reset = Number(first.headers.get("x-ratelimit-reset"));
    const now = Date.now() / 1000;
    expect(reset).toBeGreaterThan(now);
    expect(reset).toBeLessThanOrEqual(now + 61);
  });

  it("answers 429 with retry_after, limit and window past the burst allowance", async () => {
    const ip = uniqueIp();
    const answers = await Promise.all(
      Array.from({ length: 55 }, () => callRoute(getPlans, apiRequest("/plans", { ip }))),
    );
    const refused = answers.filter((response) => response.status === 429);
    expect(answers.filter((response) => response.status === 200)).toHaveLength(50);
    expect(refused).toHaveLength(5);
    const body = await refused[0].json();
    expect(body).toMatchObject({
      error: "rate_limit_exceeded",
      code: "RATE_LIMIT_EXCEEDED",
      message: expect.any(String),
      limit: 100,
      window: 60,
    });
    expect(body.retry_after).toBeGreaterThanOrEqual(1);
    expect(refused[0].headers.get("retry-after")).toBe(String(body.retry_after));
    expect(refused[0].headers.get("x-ratelimit-limit")).toBe("100");
  });

  it("counts a signed-in user apart from their address", async () => {
    const { token } = await createTestTeam();
    const ip = uniqueIp();
    await callRoute(getPlans, apiRequest("/plans", { ip }));
    const signedIn = await callRoute(getSubscription, apiRequest("/subscriptions", { ip, token }));
    expect(signedIn.status).toBe(200);
    expect(signedIn.headers.get("x-ratelimit-remaining")).toBe("99");
  });
});
