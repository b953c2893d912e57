import { describe, expect, it } from "vitest";
import { GET as getPlans } from "@/app/api/v1/plans/route";
import { GET as getSubscription } from "@/app/api/v1/subscriptions/route";
import { PLAN_SEEDS } from "@/lib/config/plans";
import { ProductFeature } from "@/lib/generated/prisma/enums";
import { apiRequest, callRoute } from "../helpers/http";
import { addMember, createTestApiKey, createTestTeam } from "../helpers/teams";
import { errorEnvelope } from "../auth/auth-client";

describe("GET /plans", () => {
  it("lists the plans monthly then yearly, cheapest first, each with every feature", async () => {
    const response = await callRoute(getPlans, apiRequest("/plans"));
    expect(response.status).toBe(200);
    const { plans: allPlans } = await response.json();
    // Other test files may add plans of their own to a shared PostgreSQL database: look at the seeded ones.
    const seededNames = PLAN_SEEDS.map((seed) => seed.name);
    const plans = allPlans.filter((plan: { name: string }) => seededNames.includes(plan.name));
    expect(
      plans.map(
        (plan: { name: string; interval: string; price: number }) => `${plan.name} ${plan.interval} ${plan.price}`,
      ),
    ).toEqual([
      "Free monthly 0",
      "Pro monthly 29",
      "Enterprise monthly 299",
      "Pro yearly 290",
      "Enterprise yearly 2990",
    ]);
    for (const plan of plans) {
      expect(plan).toMatchObject({ id: expect.any(String), price: expect.any(Number), isDeleted: false });
      expect(plan).not.toHaveProperty("sortOrder");
      expect(plan.features.map((f: { feature: string }) => f.feature).sort()).toEqual(
        Object.values(ProductFeature).sort(),
      );
      for (const feature of plan.features) expect(feature.product_id).toBe(plan.id);
    }
    expect(plans[0].price).toBe(0);
    // Enterprise caps nothing, and raises rate limits up to ten times the defaults.
    const capped = (f: { feature: string; limit: number | null }) =>
      f.feature !== "rate_limit_multiplier" && f.limit !== null;
    expect(plans[2].features.filter(capped)).toEqual([]);
    expect(
      plans.map(
        (plan: { features: { feature: string; limit: number }[] }) =>
          plan.features.find((f) => f.feature === "rate_limit_multiplier")?.limit,
      ),
    ).toEqual([1, 2, 10, 2, 10]);
  });
});

describe("GET /subscriptions", () => {
  it("answers 401 'Authorization header required' without a credential", async () => {
    const response = await callRoute(getSubscription, apiRequest("/subscriptions"));
    expect(response.status).toBe(401);
    expect(await response.json()).toEqual(
      errorEnvelope("unauthorized", "INVALID_TOKEN", "Authorization header required"),
    );
    expect(response.headers.get("x-ratelimit-remaining")).toMatch(/^\d+$/);
  });

  it("answers 401 'Invalid or expired token' for a forged token", async () => {
    const response = await callRoute(
      getSubscription,
      apiRequest("/subscriptions", { token: "eyJhbGciOiJIUzI1NiJ9.e30.bad" }),
    );
    expect(response.status).toBe(401);
    expect((await response.json()).message).toBe("Invalid or expired token");
  });

  it("answers 401 'Invalid or expired API key' for an expired key", async () => {
    const { team } = await createTestTeam();
    const key = await createTestApiKey(team.id, ["subscriptions:read"], new Date(Date.now() - 1000));
    const response = await callRoute(getSubscription, apiRequest("/subscriptions", { headers: { "x-api-key": key } }));
    expect(response.status).toBe(401);
    expect((await response.json()).message).toBe("Invalid or expired API key");
  });

  it("answers a new team's active Free subscription with team and plan embedded", async () => {
    const { team, token } = await createTestTeam("Northwind Newsletters");
    const response = await callRoute(getSubscription, apiRequest("/subscriptions", { token }));
    expect(response.status).toBe(200);
    const subscription = await response.json();
    expect(subscription).toMatchObject({
      team_id: team.id,
      status: "active",
      team: { id: team.id, name: "Northwind Newsletters" },
      product: { name: "Free", price: 0 },
      canceled_at: null,
      isDeleted: false,
    });
    expect(subscription.product_id).toBe(subscription.product.id);
    expect(new Date(subscription.current_period_start).toISOString()).toBe(subscription.current_period_start);
  });

  it("lets members read it, and API keys only with subscriptions:read", async () => {
    const { team } = await createTestTeam();
    const member = await addMember(team.id);
    expect((await callRoute(getSubscription, apiRequest("/subscriptions", { token: member.token }))).status).toBe(200);

    const allowedKey = await createTestApiKey(team.id, ["subscriptions:read"]);
    const allowed = await callRoute(
      getSubscription,
      apiRequest("/subscriptions", { headers: { "x-api-key": allowedKey } }),
    );
    expect(allowed.status).toBe(200);
    expect((await allowed.json()).team_id).toBe(team.id);

    const bearerKey = await callRoute(getSubscription, apiRequest("/subscriptions", { token: allowedKey }));
    expect(bearerKey.status).toBe(200);

    const otherKey = await createTestApiKey(team.id, ["lists:read"]);
    const denied = await callRoute(
      getSubscription,
      apiRequest("/subscriptions", { headers: { "x-api-key": otherKey } }),
    );
    expect(denied.status).toBe(403);
    const body = await denied.json();
    expect(body).toEqual(
      errorEnvelope("forbidden", "INSUFFICIENT_PERMISSIONS", "Insufficient permissions for this resource"),
    );
    // docs/interface.md: the 403 is an object whose values are strings.
    expect(Object.values(body).every((value) => typeof value === "string")).toBe(true);
  });
});
