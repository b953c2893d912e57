import { describe, expect, it } from "vitest";
import { GET as usageRoute } from "@/app/api/v1/usage/route";
import { db } from "@/lib/db";
import { monthPeriod } from "@/lib/services/usage/get-team-usage";
import { recordApiUsage, utcDay } from "@/lib/api/record-api-usage";
import { createKey, getKey, INSUFFICIENT_PERMISSIONS, listKeys } from "../api-keys/api-key-client";
import { errorEnvelope } from "../auth/auth-client";
import { apiRequest, callRoute } from "../helpers/http";
import { addMember, createTestApiKey, createTestTeam } from "../helpers/teams";

async function usage(auth: { token?: string; headers?: Record<string, string> }) {
  const response = await callRoute(usageRoute, apiRequest("/usage", auth));
  return { status: response.status, body: await response.json() };
}

/** Recording runs after each answer, off the request path: wait until it has landed. */
async function settledUsage(token: string, path: string, expected: number) {
  await expect.poll(async () => (await usage({ token })).body.requests.byPath[path], { timeout: 5000 }).toBe(expected);
  return (await usage({ token })).body;
}

describe("GET /usage", () => {
  it("counts the team's authenticated API calls per method and normalized path", async () => {
    const { team, token } = await createTestTeam();
    const member = await addMember(team.id, "MEMBER");
    const other = await createTestTeam("Someone else");

    const { body: created } = await createKey(token, { name: "Reader", permissions: ["api_keys:read"] });
    await listKeys(token);
    await listKeys({ apiKey: created.key });
    await getKey(token, created.id);
    await getKey(token, "no-such-key-000000000000"); // a 404 is a call too
    expect((await listKeys(member.token)).status).toBe(403); // and so is a refused one
    await listKeys(other.token); // another team's
    expect((await listKeys("not-a-token")).status).toBe(401); // no team to count it for

    const body = await settledUsage(token, "GET /api-keys", 5);
    // Ids are folded as the rate limiter folds them: /api-keys/<id> counts as /api-keys.
    expect(body.requests.byPath["POST /api-keys"]).toBe(1);
    const byPath = body.requests.byPath as Record<string, number>;
    expect(Object.keys(byPath).every((key) => /^(GET|POST|PATCH|PUT|DELETE) \/[a-z-/:]*$/.test(key))).toBe(true);
    expect(body.requests.total).toBe(Object.values(byPath).reduce((sum, count) => sum + count, 0));
    // Busiest path first.
    const counts = Object.values(byPath);
    expect(counts).toEqual([...counts].sort((a, b) => b - a));

    const theirs = await settledUsage(other.token, "GET /api-keys", 1);
    expect(theirs.requests.byPath["POST /api-keys"]).toBeUndefined();
  });

  it("reports the current calendar month, emails sent in it, and live contacts and campaigns", async () => {
    const { team, token } = await createTestTeam();
    const now = new Date();
    const { start, end } = monthPeriod(now);
    const lastMonth = new Date(start.getTime() - 86_400_000);
    const email = {
      teamId: team.id,
      from: "news@acme.test",
      to: "ada@example.com",
      subject: "Hello",
      body: "<p>Hi</p>",
    };
    await db.email.createMany({
      data: [
        { ...email, status: "SENT", sentAt: now },
        { ...email, status: "BOUNCED", sentAt: now },
        { ...email, status: "SENT", sentAt: lastMonth },
        { ...email, status: "QUEUED" },
        { ...email, status: "FAILED" },
      ],
    });
    const list = await db.mailingList.create({ data: { name: "Customers", teamId: team.id } });
    await db.contact.createMany({
      data: [
        { email: "a@example.com", listId: list.id, teamId: team.id },
        { email: "b@example.com", listId: list.id, teamId: team.id },
        { email: "c@example.com", listId: list.id, teamId: team.id, isDeleted: true },
      ],
    });
    await db.campaign.createMany({
      data: [
        { name: "Spring", teamId: team.id },
        { name: "Old", teamId: team.id, isDeleted: true },
      ],
    });

    const { status, body } = await usage({ token });
    expect(status).toBe(200);
    expect(body).toEqual({
      period: { start: start.toISOString(), end: end.toISOString() },
      requests: { total: expect.any(Number), byPath: expect.any(Object) },
      emails: { sent: 2, limit: 3000 }, // Free plan's email_limit
      contacts: 2,
      campaigns: 1,
      aiTokens: { input: 0, output: 0, used: 0, limit: 50_000 }, // Free plan's ai_token_limit
    });
    expect(body.period.start).toMatch(/^\d{4}-\d{2}-01T00:00:00\.000Z$/);
    expect(Date.parse(body.period.start)).toBeLessThanOrEqual(now.getTime());
    expect(Date.parse(body.period.end)).toBeGreaterThan(now.getTime());
  });

  it("is open to members and to keys with team:read only", async () => {
    const { team } = await createTestTeam();
    const member = await addMember(team.id, "MEMBER");
    expect((await usage({ token: member.token })).status).toBe(200);
    const allowed = await createTestApiKey(team.id, ["team:read"]);
    expect((await usage({ headers: { "x-api-key": allowed } })).status).toBe(200);
    const denied = await createTestApiKey(team.id, ["lists:read"]);
    expect(await usage({ headers: { "x-api-key": denied } })).toEqual({ status: 403, body: INSUFFICIENT_PERMISSIONS });
    expect(await usage({})).toEqual({
      status: 401,
      body: errorEnvelope("unauthorized", "INVALID_TOKEN", "Authorization header required"),
    });
  });
});

describe("recordApiUsage", () => {
  it("loses no count when many first requests of a day arrive at once", async () => {
    const { team } = await createTestTeam();
    const at = new Date(Date.UTC(2031, 4, 17, 23, 59, 59));
    for (let i = 0; i < 20; i += 1)
      recordApiUsage({
        teamId: team.id,
        method: "post",
        pathname: "/api/v1/campaigns/cm9x2k4l70000abcd1234efgh/send",
        at,
      });
    const where = { teamId: team.id, day: utcDay(at) };
    await expect.poll(async () => (await db.apiUsage.findFirst({ where }))?.count, { timeout: 5000 }).toBe(20);
    expect(await db.apiUsage.findMany({ where, select: { method: true, path: true } })).toEqual([
      { method: "POST", path: "/campaigns/:id/send" },
    ]);
  });
});
