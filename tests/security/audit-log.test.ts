import { beforeAll, describe, expect, it } from "vitest";
import { GET as auditLogRoute } from "@/app/api/v1/audit-log/route";
import { PATCH as patchSettings } from "@/app/api/v1/settings/route";
import { deleteExpiredAuditLog } from "@/jobs/cleanup-audit-log";
import { db } from "@/lib/db";
import { createKey, patchKey, revokeKey } from "../api-keys/api-key-client";
import { errorEnvelope } from "../auth/auth-client";
import { createList, lists } from "../contacts/audience-client";
import { apiRequest, callRoute } from "../helpers/http";
import { addMember, createTestApiKey, createTestTeam } from "../helpers/teams";
import { webhookBody, webhooks } from "../webhooks/webhook-client";

// GET /audit-log (docs/contract.md section 18): entries written in the same transaction as the change,
// items of exactly the contract's shape, newest first, filtered by action, admins only.

beforeAll(() => db.$queryRaw`SELECT 1`);

const IP = "198.51.100.23";

async function auditLog(token: string | { apiKey: string }, query = "") {
  const auth = typeof token === "string" ? { token } : { headers: { "x-api-key": token.apiKey } };
  const response = await callRoute(auditLogRoute, apiRequest(`/audit-log${query}`, auth));
  return { status: response.status, body: await response.json() };
}

describe("GET /audit-log", () => {
  it("records API keys, webhooks, settings and exports with who, what, target and address; newest first", async () => {
    const { team, user, token } = await createTestTeam();
    const created = await createKey(token, { name: "CI deploys", permissions: ["lists:read"] });
    expect(created.status).toBe(201);
    expect((await patchKey(token, created.body.id, { name: "CI" })).status).toBe(200);
    expect((await revokeKey(token, created.body.id)).status).toBe(200);
    const webhook = await webhooks.create(token, webhookBody("https://hooks.example.com/in"));
    expect(webhook.status).toBe(201);
    const settings = await callRoute(
      patchSettings,
      apiRequest("/settings", { method: "PATCH", token, json: { require2fa: true }, ip: IP }),
    );
    expect(settings.status).toBe(200);
    expect(await settings.json()).toMatchObject({ require2fa: true });
    const list = await createList(token, "Customers");
    expect((await lists.export(token, list.id)).status).toBe(200);

    const { status, body } = await auditLog(token);
    expect(status).toBe(200);
    expect(body.pagination).toEqual({ page: 1, limit: 50, total: 6 });
    expect(body.data.map((entry: { action: string }) => entry.action)).toEqual([
      "list.exported",
      "settings.updated",
      "webhook.created",
      "api_key.revoked",
      "api_key.updated",
      "api_key.created",
    ]);
    for (const entry of body.data)
      expect(Object.keys(entry).sort()).toEqual([
        "action",
        "actorId",
        "actorType",
        "createdAt",
        "details",
        "id",
        "ip",
        "targetId",
        "targetType",
      ]);
    expect(body.data[5]).toEqual({
      id: expect.any(String),
      action: "api_key.created",
      actorId: user.id,
      actorType: "user",
      targetType: "api_key",
      targetId: created.body.id,
      ip: expect.stringMatching(/^10\./),
      createdAt: expect.any(String),
      details: { name: "CI deploys", permissions: ["lists:read"], keyPrefix: created.body.keyPrefix },
    });
    expect(body.data[1]).toMatchObject({ action: "settings.updated", ip: IP, details: { require2fa: true } });
    expect(body.data[2]).toMatchObject({
      targetType: "webhook",
      targetId: webhook.body.id,
      details: { url: "https://hooks.example.com/in" },
    });
    // Secrets never reach the log.
    expect(JSON.stringify(body)).not.toContain(created.body.key);
    expect(JSON.stringify(body)).not.toContain(webhookBody("").secret);
    expect(team.id).toBeTruthy();
  });

  it("filters by action or by resource, pages, and refuses a malformed filter", async () => {
    const { token } = await createTestTeam();
    for (const name of ["one", "two", "three"])
      expect((await createKey(token, { name, permissions: ["lists:read"] })).status).toBe(201);
    await webhooks.create(token, webhookBody("https://hooks.example.com/x"));

    const exact = await auditLog(token, "?action=api_key.created&limit=2");
    expect(exact.body.pagination).toEqual({ page: 1, limit: 2, total: 3 });
    expect(exact.body.data.map((entry: { details: { name: string } }) => entry.details.name)).toEqual(["three", "two"]);
    expect(
      (await auditLog(token, "?action=api_key.created&limit=2&page=2")).body.data.map(
        (entry: { details: { name: string } }) => entry.details.name,
      ),
    ).toEqual(["one"]);
    expect((await auditLog(token, "?action=webhook")).body.pagination.total).toBe(1);
    expect((await auditLog(token, "?action=member")).body).toEqual({
      data: [],
      pagination: { page: 1, limit: 50, total: 0 },
    });
    expect(await auditLog(token, "?action=DROP%20TABLE")).toEqual({
      status: 400,
      body: errorEnvelope("validation_error", "VALIDATION_ERROR", "Invalid query", {
        action: "must be an action such as api_key.created, or a resource such as api_key",
      }),
    });
  });

  it("is for admins: a MEMBER and a key without team:write get 403; another team's entries never show", async () => {
    const { team, token } = await createTestTeam();
    await createKey(token, { name: "mine", permissions: ["lists:read"] });
    const member = await addMember(team.id, "MEMBER");
    expect(await auditLog(member.token)).toEqual({
      status: 403,
      body: errorEnvelope("forbidden", "INSUFFICIENT_PERMISSIONS", "Insufficient permissions for this resource"),
    });
    const readKey = await createTestApiKey(team.id, ["team:read"]);
    expect((await auditLog({ apiKey: readKey })).status).toBe(403);
    const adminKey = await createTestApiKey(team.id, ["team:write"]);
    expect((await auditLog({ apiKey: adminKey })).body.pagination.total).toBe(1);
    const other = await createTestTeam();
    expect((await auditLog(other.token)).body.pagination.total).toBe(0);
  });

  it("writes nothing for a change that did not happen", async () => {
    const { team, token } = await createTestTeam();
    expect((await revokeKey(token, "no-such-key")).status).toBe(404);
    expect(await db.auditLog.count({ where: { teamId: team.id } })).toBe(0);
  });
});

describe("retention", () => {
  it("the cleanup job deletes entries older than a year and keeps the rest", async () => {
    const { team } = await createTestTeam();
    const day = 86_400_000;
    const now = Date.now();
    await db.auditLog.createMany({
      data: [366, 364, 1].map((days) => ({
        teamId: team.id,
        action: `test.aged_${days}`,
        actorType: "user",
        createdAt: new Date(now - days * day),
      })),
    });
    expect(await deleteExpiredAuditLog(new Date(now))).toBeGreaterThanOrEqual(1);
    const left = await db.auditLog.findMany({ where: { teamId: team.id }, orderBy: { createdAt: "asc" } });
    expect(left.map((entry) => entry.action)).toEqual(["test.aged_364", "test.aged_1"]);
    expect(await deleteExpiredAuditLog(new Date(now))).toBe(0);
  });
});
