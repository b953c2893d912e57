import { randomUUID } from "node:crypto";
import { describe, expect, it } from "vitest";
import { db } from "@/lib/db";
import { errorEnvelope } from "../auth/auth-client";
import { createTestTeam } from "../helpers/teams";
import { createKey, revokeKey } from "./api-key-client";

// Each test moves its team onto a plan of its own instead of editing the seeded Free plan: on
// PostgreSQL the test files share one database, and other files rely on Free's caps.
async function onPlan(teamId: string, apiAccess: { enabled: boolean; limit: number | null }) {
  const product = await db.product.create({
    data: {
      name: `API cap test ${randomUUID()}`,
      price: 0,
      features: { create: [{ feature: "api_access", ...apiAccess }] },
    },
  });
  await db.subscription.updateMany({ where: { team_id: teamId }, data: { product_id: product.id } });
  return product;
}

const permissions = ["lists:read"];

describe("plan entitlements on API keys (api_access)", () => {
  it("answers 403 PLAN_LIMIT_REACHED at the cap, counting only active keys", async () => {
    const { team, token } = await createTestTeam();
    const plan = await onPlan(team.id, { enabled: true, limit: 1 });

    const first = await createKey(token, { name: "first", permissions });
    expect(first.status).toBe(201);
    const second = await createKey(token, { name: "second", permissions });
    expect(second).toEqual({
      status: 403,
      body: errorEnvelope(
        "forbidden",
        "PLAN_LIMIT_REACHED",
        `Your ${plan.name} plan allows 1 api access item. Upgrade to add more.`,
        { feature: "api_access", limit: 1, used: 1 },
      ),
    });
    expect(await db.aPIKey.count({ where: { teamId: team.id } })).toBe(1);

    // A revoked key frees its place, and so does an expired one.
    expect((await revokeKey(token, first.body.id)).status).toBe(200);
    const third = await createKey(token, { name: "third", permissions });
    expect(third.status).toBe(201);
    await db.aPIKey.update({ where: { id: third.body.id }, data: { expiresAt: new Date(Date.now() - 1000) } });
    expect((await createKey(token, { name: "fourth", permissions })).status).toBe(201);
  });

  it("answers 403 PLAN_FEATURE_DISABLED when the plan has no API access", async () => {
    const { team, token } = await createTestTeam();
    await onPlan(team.id, { enabled: false, limit: null });
    expect(await createKey(token, { name: "any", permissions })).toEqual({
      status: 403,
      body: errorEnvelope(
        "forbidden",
        "PLAN_FEATURE_DISABLED",
        "Your plan does not include api access. Upgrade to use it.",
      ),
    });
    expect(await db.aPIKey.count({ where: { teamId: team.id } })).toBe(0);
  });
});
