import { describe, expect, it } from "vitest";
import { apiRequest, callRoute, settle } from "../helpers/http";

// Custom rate limits (docs/contract.md section 25): a team's own limits within its plan's
// rate_limit_multiplier, and operators' per-IP and per-user limits (RATE_LIMIT_OVERRIDES).

const OPERATOR_IP = "203.0.113.47";
// Read once by lib/env.ts: set before anything that loads it is imported.
process.env.RATE_LIMIT_OVERRIDES = JSON.stringify([{ ip: OPERATOR_IP, group: "default", limit: 3 }]);
const { createRateLimiter } = await import("@/lib/api/rate-limit");
const { db } = await import("@/lib/db");
const { addMember, createTestTeam } = await import("../helpers/teams");
const { GET, PUT } = await import("@/app/api/v1/settings/rate-limits/route");
const { POST: sendEmail } = await import("@/app/api/v1/email/route");
const { GET: getPlans } = await import("@/app/api/v1/plans/route");

const getLimits = (token: string) => settle(callRoute(GET, apiRequest("/settings/rate-limits", { token })));
const putLimits = (token: string, json: unknown) =>
  settle(callRoute(PUT, apiRequest("/settings/rate-limits", { method: "PUT", token, json })));
/** POST /email with an empty body: counted in email_sending, then refused 400 (nothing is sent). */
const sendNothing = (token: string) => callRoute(sendEmail, apiRequest("/email", { method: "POST", token, json: {} }));

async function teamOnPlan(plan: "Free" | "Pro") {
  const team = await createTestTeam();
  if (plan !== "Free") {
    const product = await db.product.findFirstOrThrow({ where: { name: plan, interval: "monthly" } });
    await db.subscription.updateMany({ where: { team_id: team.team.id }, data: { product_id: product.id } });
  }
  return team;
}

const limitOf = (body: { data: { group: string }[] }, group: string) => body.data.find((item) => item.group === group);

describe("GET/PUT /settings/rate-limits", () => {
  it("lists every group with its default, window and the plan's cap", async () => {
    const { token } = await teamOnPlan("Free");
    const { status, body } = await getLimits(token);
    expect(status).toBe(200);
    expect(body.multiplier).toBe(1);
    expect(body.data.map((item: { group: string }) => item.group)).toEqual([
      "login",
      "register",
      "password_reset",
      "token_refresh",
      "analytics",
      "email_sending",
      "file_upload",
      "tracking",
      "default",
    ]);
    expect(limitOf(body, "email_sending")).toEqual({
      group: "email_sending",
      limit: 50,
      windowSeconds: 60,
      defaultLimit: 50,
      maxLimit: 50,
      source: "default",
    });
  });

  it("a raised group is not limited at the old limit; X-RateLimit-Limit shows the new one", async () => {
    const { token } = await teamOnPlan("Pro");
    const put = await putLimits(token, { overrides: [{ group: "email_sending", limit: 60 }] });
    expect(put.status).toBe(200);
    expect(limitOf(put.body, "email_sending")).toMatchObject({ limit: 60, maxLimit: 100, source: "team" });
    const statuses: number[] = [];
    let last: Response | undefined;
    for (let i = 0; i < 51; i += 1) {
      last = await sendNothing(token);
      statuses.push(last.status);
    }
    expect(statuses.filter((status) => status !== 400)).toEqual([]);
    expect(last?.headers.get("x-ratelimit-limit")).toBe("60");
    expect(last?.headers.get("x-ratelimit-remaining")).toBe("9");
  });

  it("a lowered group is limited at the new limit", async () => {
    const { token } = await teamOnPlan("Free");
    expect((await putLimits(token, { overrides: [{ group: "email_sending", limit: 2 }] })).status).toBe(200);
    expect((await sendNothing(token)).status).toBe(400);
    expect((await sendNothing(token)).status).toBe(400);
    const refused = await settle(sendNothing(token));
    expect(refused).toMatchObject({ status: 429, body: { error: "rate_limit_exceeded", limit: 2, window: 60 } });
  });

  it("above the plan's multiplier: 403 PLAN_LIMIT_REACHED and nothing changes", async () => {
    const { token } = await teamOnPlan("Pro");
    const refused = await putLimits(token, { overrides: [{ group: "analytics", limit: 201 }] });
    expect(refused).toEqual({
      status: 403,
      body: {
        error: "forbidden",
        code: "PLAN_LIMIT_REACHED",
        message: "Your plan allows at most 200 requests per window for analytics. Upgrade to raise it further.",
        details: { feature: "rate_limit_multiplier", group: "analytics", limit: 200, used: 201 },
        timestamp: expect.any(String),
      },
    });
    expect(limitOf((await getLimits(token)).body, "analytics")).toMatchObject({ limit: 100, source: "default" });
  });

  it("a limit kept from a better plan is cut to the plan's cap (source plan); leaving a group out restores it", async () => {
    const { team, token } = await teamOnPlan("Pro");
    await putLimits(token, { overrides: [{ group: "default", limit: 150 }] });
    const free = await db.product.findFirstOrThrow({ where: { name: "Free" } });
    await db.subscription.updateMany({ where: { team_id: team.id }, data: { product_id: free.id } });
    expect(limitOf((await getLimits(token)).body, "default")).toMatchObject({ limit: 100, source: "plan" });
    const cleared = await putLimits(token, { overrides: [] });
    expect(limitOf(cleared.body, "default")).toMatchObject({ limit: 100, source: "default" });
    expect(await db.auditLog.count({ where: { teamId: team.id, action: "rate_limits.updated" } })).toBe(2);
  });

  it("bad input: unknown group, a limit of 0 or negative, another team's id, a group twice -> 400 with the field", async () => {
    const { token } = await teamOnPlan("Pro");
    const cases: [unknown, Record<string, string>][] = [
      [
        { overrides: [{ group: "sending", limit: 10 }] },
        {
          "overrides.0.group":
            "must be one of login, register, password_reset, token_refresh, analytics, email_sending, file_upload, tracking, default",
        },
      ],
      [{ overrides: [{ group: "analytics", limit: 0 }] }, { "overrides.0.limit": "must be at least 1" }],
      [{ overrides: [{ group: "analytics", limit: -5 }] }, { "overrides.0.limit": "must be at least 1" }],
      [
        { overrides: [{ group: "analytics", limit: 10, teamId: "cl0therteam000000000000" }] },
        { "overrides.0": 'Unrecognized key: "teamId"' },
      ],
      [
        {
          overrides: [
            { group: "analytics", limit: 10 },
            { group: "analytics", limit: 20 },
          ],
        },
        { "overrides.1.group": "is given twice" },
      ],
    ];
    for (const [json, details] of cases) {
      expect(await putLimits(token, json)).toEqual({
        status: 400,
        body: {
          error: "validation_error",
          code: "VALIDATION_ERROR",
          message: "Invalid body",
          details,
          timestamp: expect.any(String),
        },
      });
    }
  });

  it("a member may read the limits but not change them", async () => {
    const { team } = await teamOnPlan("Pro");
    const member = await addMember(team.id);
    expect((await getLimits(member.token)).status).toBe(200);
    expect(await putLimits(member.token, { overrides: [] })).toMatchObject({
      status: 403,
      body: { code: "INSUFFICIENT_PERMISSIONS" },
    });
  });
});

describe("RATE_LIMIT_OVERRIDES", () => {
  it("an operator's limit for an IP applies to its requests", async () => {
    const answers: Response[] = [];
    for (let i = 0; i < 4; i += 1) answers.push(await callRoute(getPlans, apiRequest("/plans", { ip: OPERATOR_IP })));
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200, 429]);
    expect(answers[0].headers.get("x-ratelimit-limit")).toBe("3");
  });

  it("an operator's limit for a user wins over the team's", async () => {
    const limiter = createRateLimiter({ overrides: [{ userId: "u1", group: "email", limit: 1 }] });
    const input = { key: "user:u1", method: "POST", path: "/api/v1/email", group: "email" as const, limit: 60 };
    expect(await limiter.consume(input)).toMatchObject({ allowed: true, limit: 1 });
    expect(await limiter.consume(input)).toMatchObject({ allowed: false, limit: 1 });
    expect(await limiter.consume({ ...input, key: "user:u2" })).toMatchObject({ allowed: true, limit: 60 });
  });
});
