import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
import { PUT as putKeyRoute } from "@/app/api/v1/api-keys/[id]/route";
import { withApi, type RouteHandler } from "@/lib/api/with-api";
import { db } from "@/lib/db";
import { errorEnvelope } from "../auth/auth-client";
import { apiRequest, callRoute } from "../helpers/http";
import { addMember, createTestApiKey, createTestTeam } from "../helpers/teams";
import { createKey, getKey, INSUFFICIENT_PERMISSIONS, listKeys, patchKey, revokeKey } from "./api-key-client";

// There are no list routes yet: these stand in for them, on the same frame and with the
// permissions the real ones will ask for.
const readLists = withApi(async ({ principal }) => ({ teamId: principal.teamId }), {
  method: "GET",
  path: "/test/lists",
  summary: "test",
  tags: [],
  permission: "lists:read",
});
const writeLists = withApi(async () => ({ written: true }), {
  method: "POST",
  path: "/test/lists",
  summary: "test",
  tags: [],
  permission: "lists:write",
});

type KeyCredential = { apiKey: string } | { bearer: string };

async function callLists(handler: RouteHandler, method: "GET" | "POST", auth: KeyCredential) {
  const credential = "apiKey" in auth ? { headers: { "x-api-key": auth.apiKey } } : { token: auth.bearer };
  const response = await callRoute(
    handler,
    apiRequest("/test/lists", { method, ...credential, ...(method === "POST" ? { json: {} } : {}) }),
  );
  return { status: response.status, body: await response.json() };
}

const INVALID_API_KEY = errorEnvelope("unauthorized", "INVALID_TOKEN", "Invalid or expired API key");
const validationError = (details: Record<string, string>) =>
  errorEnvelope("validation_error", "VALIDATION_ERROR", "Invalid body", details);
const API_KEY_FIELDS = [
  "createdAt",
  "createdById",
  "expiresAt",
  "id",
  "isDeleted",
  "keyPrefix",
  "lastUsedAt",
  "name",
  "permissions",
  "teamId",
  "updatedAt",
];

describe("POST /api-keys", () => {
  it("answers the key once, stores only its hash, and never shows it again", async () => {
    const { team, user, token } = await createTestTeam();
    const created = await createKey(token, {
      name: "  Production server ",
      permissions: ["contacts:write", "lists:read", "lists:read"],
    });
    expect(created.status).toBe(201);
    const { key, ...apiKey } = created.body;
    expect(Object.keys(apiKey).sort()).toEqual(API_KEY_FIELDS);
    expect(key).toMatch(/^sw_[A-Za-z0-9_-]{32}$/);
    expect(apiKey).toEqual({
      id: expect.any(String),
      teamId: team.id,
      name: "Production server",
      keyPrefix: key.slice(0, 10),
      expiresAt: null,
      lastUsedAt: null,
      // Duplicates folded; the order is the fixed order of the permission list.
      permissions: ["lists:read", "contacts:write"],
      createdById: user.id,
      isDeleted: false,
      createdAt: expect.any(String),
      updatedAt: expect.any(String),
    });

    const row = await db.aPIKey.findUniqueOrThrow({ where: { id: apiKey.id }, include: { permissions: true } });
    expect(row.keyHash).toBe(createHash("sha256").update(key).digest("hex"));
    expect(row.permissions).toHaveLength(2);
    expect(JSON.stringify(row)).not.toContain(key);

    const one = await getKey(token, apiKey.id);
    expect(one).toEqual({ status: 200, body: apiKey });
    const list = await listKeys(token);
    expect(list.status).toBe(200);
    expect(list.body).toEqual({ data: [apiKey], pagination: { page: 1, limit: 50, total: 1 } });
    for (const text of [JSON.stringify(one.body), JSON.stringify(list.body)]) {
      expect(text).not.toContain(key);
      expect(text).not.toContain(row.keyHash);
      expect(text).not.toContain("keyHash");
    }
  });

  it("takes an expiry, and refuses one in the past with field details", async () => {
    const { token } = await createTestTeam();
    const expiresAt = new Date(Date.now() + 86_400_000).toISOString();
    const created = await createKey(token, { name: "CI", permissions: ["lists:read"], expiresAt });
    expect(created.status).toBe(201);
    expect(created.body.expiresAt).toBe(expiresAt);

    const past = await createKey(token, {
      name: "CI",
      permissions: ["lists:read"],
      expiresAt: new Date(Date.now() - 60_000).toISOString(),
    });
    expect(past).toEqual({ status: 400, body: validationError({ expiresAt: "must be in the future" }) });
  });

  it("answers 400 with per-field details for unknown permissions and other bad input", async () => {
    const { team, token } = await createTestTeam();
    expect(await createKey(token, { name: "Bad", permissions: ["lists:read", "foo:bar", "lists:publish"] })).toEqual({
      status: 400,
      body: validationError({
        "permissions.1": "unknown permission: foo:bar",
        "permissions.2": "unknown permission: lists:publish",
      }),
    });
    expect(await createKey(token, { name: "Bad", permissions: [] })).toEqual({
      status: 400,
      body: validationError({ permissions: "choose at least one permission" }),
    });
    const badFields = await createKey(token, { name: "   ", permissions: "lists:read", expiresAt: "next tuesday" });
    expect(badFields.status).toBe(400);
    expect(Object.keys(badFields.body.details).sort()).toEqual(["expiresAt", "name", "permissions"]);
    expect(await db.aPIKey.count({ where: { teamId: team.id } })).toBe(0);
  });

  it("refuses MEMBERs with the SPEC message", async () => {
    const { team } = await createTestTeam();
    const member = await addMember(team.id, "MEMBER");
    expect(await createKey(member.token, { name: "Mine", permissions: ["lists:read"] })).toEqual({
      status: 403,
      body: INSUFFICIENT_PERMISSIONS,
    });
    expect(await listKeys(member.token)).toEqual({ status: 403, body: INSUFFICIENT_PERMISSIONS });
  });

  it("lets a key grant only what it holds itself, and records no creator user", async () => {
    const { team } = await createTestTeam();
    const parent = { apiKey: await createTestApiKey(team.id, ["api_keys:write", "lists:read"]) };
    const denied = await createKey(parent, {
      name: "Child",
      permissions: ["lists:read", "lists:write", "smtp:delete"],
    });
    expect(denied).toEqual({
      status: 403,
      body: errorEnvelope(
        "forbidden",
        "INSUFFICIENT_PERMISSIONS",
        "You cannot grant permissions you do not hold: lists:write, smtp:delete",
      ),
    });
    const child = await createKey(parent, { name: "Child", permissions: ["lists:read"] });
    expect(child.status).toBe(201);
    expect(child.body).toMatchObject({ permissions: ["lists:read"], createdById: null });
  });
});

describe("authenticating with an API key", () => {
  it("lets a lists:read key read lists (X-API-KEY or Bearer) and refuses it writes", async () => {
    const { team, token } = await createTestTeam();
    const { body: created } = await createKey(token, { name: "Reader", permissions: ["lists:read"] });

    expect(await callLists(readLists, "GET", { apiKey: created.key })).toEqual({
      status: 200,
      body: { teamId: team.id },
    });
    expect(await callLists(readLists, "GET", { bearer: created.key })).toEqual({
      status: 200,
      body: { teamId: team.id },
    });
    expect(await callLists(writeLists, "POST", { apiKey: created.key })).toEqual({
      status: 403,
      body: INSUFFICIENT_PERMISSIONS,
    });
    expect(await callLists(writeLists, "POST", { bearer: created.key })).toEqual({
      status: 403,
      body: INSUFFICIENT_PERMISSIONS,
    });
    // The key cannot manage keys either: it was not given api_keys:read.
    expect(await listKeys({ apiKey: created.key })).toEqual({ status: 403, body: INSUFFICIENT_PERMISSIONS });
  });

  it("records lastUsedAt when the key is used", async () => {
    const { token } = await createTestTeam();
    const { body: created } = await createKey(token, { name: "Reader", permissions: ["lists:read"] });
    const before = Date.now();
    expect((await callLists(readLists, "GET", { apiKey: created.key })).status).toBe(200);
    // The stamp is written off the request path: give it a moment.
    await expect.poll(async () => (await getKey(token, created.id)).body.lastUsedAt, { timeout: 5000 }).not.toBeNull();
    const { body } = await getKey(token, created.id);
    expect(Date.parse(body.lastUsedAt)).toBeGreaterThanOrEqual(before - 1000);
  });

  it("refuses an expired key with 401 'Invalid or expired API key'", async () => {
    const { token } = await createTestTeam();
    const { body: created } = await createKey(token, {
      name: "Short-lived",
      permissions: ["lists:read"],
      expiresAt: new Date(Date.now() + 3_600_000).toISOString(),
    });
    expect((await callLists(readLists, "GET", { apiKey: created.key })).status).toBe(200);
    // An hour passes.
    await db.aPIKey.update({ where: { id: created.id }, data: { expiresAt: new Date(Date.now() - 1000) } });
    expect(await callLists(readLists, "GET", { apiKey: created.key })).toEqual({ status: 401, body: INVALID_API_KEY });
    expect(await callLists(readLists, "GET", { bearer: created.key })).toEqual({ status: 401, body: INVALID_API_KEY });
  });

  it("refuses an unknown key the same way", async () => {
    expect(await callLists(readLists, "GET", { apiKey: "sw_not-a-real-key-at-all-0000000000" })).toEqual({
      status: 401,
      body: INVALID_API_KEY,
    });
  });
});

describe("DELETE /api-keys/{id}", () => {
  it("revokes the key at once", async () => {
    const { token } = await createTestTeam();
    const { body: created } = await createKey(token, { name: "Doomed", permissions: ["lists:read"] });
    expect((await callLists(readLists, "GET", { apiKey: created.key })).status).toBe(200);

    const revoked = await revokeKey(token, created.id);
    expect(revoked.status).toBe(200);
    expect(revoked.body).toMatchObject({ id: created.id, isDeleted: true, permissions: ["lists:read"] });
    expect(revoked.body).not.toHaveProperty("key");

    expect(await callLists(readLists, "GET", { apiKey: created.key })).toEqual({ status: 401, body: INVALID_API_KEY });
    expect(await callLists(readLists, "GET", { bearer: created.key })).toEqual({ status: 401, body: INVALID_API_KEY });
    const notFound = { status: 404, body: errorEnvelope("not_found", "RESOURCE_NOT_FOUND", "API key not found") };
    expect(await getKey(token, created.id)).toEqual(notFound);
    expect(await revokeKey(token, created.id)).toEqual(notFound);
    expect((await listKeys(token)).body.data).toEqual([]);
    // Soft delete: the row stays for the record.
    expect((await db.aPIKey.findFirst({ where: { id: created.id, isDeleted: true } }))?.name).toBe("Doomed");
  });

  it("needs api_keys:delete", async () => {
    const { team, token } = await createTestTeam();
    const { body: created } = await createKey(token, { name: "Target", permissions: ["lists:read"] });
    const writer = { apiKey: await createTestApiKey(team.id, ["api_keys:read", "api_keys:write"]) };
    expect(await revokeKey(writer, created.id)).toEqual({ status: 403, body: INSUFFICIENT_PERMISSIONS });
    expect((await callLists(readLists, "GET", { apiKey: created.key })).status).toBe(200);
  });
});

describe("PATCH /api-keys/{id}", () => {
  it("renames a key and replaces its permissions, effective on the next request", async () => {
    const { token } = await createTestTeam();
    const { body: created } = await createKey(token, { name: "Reader", permissions: ["lists:read"] });

    const renamed = await patchKey(token, created.id, { name: "Renamed" });
    expect(renamed.status).toBe(200);
    expect(renamed.body).toMatchObject({ name: "Renamed", permissions: ["lists:read"], keyPrefix: created.keyPrefix });

    const regranted = await patchKey(token, created.id, { permissions: ["lists:write"] });
    expect(regranted.status).toBe(200);
    expect(regranted.body).toMatchObject({ name: "Renamed", permissions: ["lists:write"] });
    expect(Date.parse(regranted.body.updatedAt)).toBeGreaterThanOrEqual(Date.parse(renamed.body.updatedAt));
    expect(await callLists(readLists, "GET", { apiKey: created.key })).toEqual({
      status: 403,
      body: INSUFFICIENT_PERMISSIONS,
    });
    expect((await callLists(writeLists, "POST", { apiKey: created.key })).status).toBe(201);

    // PUT is a synonym (docs/contract.md section 1); a permission removed earlier can be granted again.
    const put = await callRoute(
      putKeyRoute,
      apiRequest(`/api-keys/${created.id}`, {
        method: "PUT",
        token,
        json: { permissions: ["lists:read", "lists:write"] },
      }),
      { id: created.id },
    );
    expect(put.status).toBe(200);
    expect((await put.json()).permissions).toEqual(["lists:read", "lists:write"]);
    expect((await callLists(readLists, "GET", { apiKey: created.key })).status).toBe(200);
  });

  it("applies the subset rule and the same validation as creation", async () => {
    const { team, token } = await createTestTeam();
    const { body: created } = await createKey(token, { name: "Reader", permissions: ["lists:read"] });
    const manager = { apiKey: await createTestApiKey(team.id, ["api_keys:write", "lists:read"]) };
    expect(await patchKey(manager, created.id, { permissions: ["lists:read", "campaigns:send"] })).toEqual({
      status: 403,
      body: errorEnvelope(
        "forbidden",
        "INSUFFICIENT_PERMISSIONS",
        "You cannot grant permissions you do not hold: campaigns:send",
      ),
    });
    expect(await patchKey(token, created.id, { permissions: ["lists:read", "foo:bar"] })).toEqual({
      status: 400,
      body: validationError({ "permissions.1": "unknown permission: foo:bar" }),
    });
    expect(await patchKey(token, created.id, {})).toEqual({
      status: 400,
      body: validationError({ body: "give name or permissions" }),
    });
    expect((await getKey(token, created.id)).body.permissions).toEqual(["lists:read"]);
  });
});

describe("tenancy and listing", () => {
  it("answers 404 for another team's key, whatever the operation", async () => {
    const ours = await createTestTeam();
    const theirs = await createTestTeam("Rival Corp");
    const { body: theirKey } = await createKey(theirs.token, { name: "Theirs", permissions: ["lists:read"] });
    const notFound = { status: 404, body: errorEnvelope("not_found", "RESOURCE_NOT_FOUND", "API key not found") };

    expect(await getKey(ours.token, theirKey.id)).toEqual(notFound);
    expect(await patchKey(ours.token, theirKey.id, { name: "Hijacked" })).toEqual(notFound);
    expect(await revokeKey(ours.token, theirKey.id)).toEqual(notFound);
    expect(await getKey(ours.token, "does-not-exist")).toEqual(notFound);
    expect((await listKeys(ours.token)).body.data).toEqual([]);

    expect((await getKey(theirs.token, theirKey.id)).body).toMatchObject({ name: "Theirs", isDeleted: false });
    expect((await callLists(readLists, "GET", { apiKey: theirKey.key })).status).toBe(200);
  });

  it("pages the list, newest first", async () => {
    const { token } = await createTestTeam();
    const ids: string[] = [];
    for (const name of ["first", "second", "third"])
      ids.push((await createKey(token, { name, permissions: ["lists:read"] })).body.id);

    const page1 = await listKeys(token, "?limit=2");
    expect(page1.body.pagination).toEqual({ page: 1, limit: 2, total: 3 });
    expect(page1.body.data.map((key: { name: string }) => key.name)).toEqual(["third", "second"]);
    const page2 = await listKeys(token, "?limit=2&page=2");
    expect(page2.body.data.map((key: { id: string }) => key.id)).toEqual([ids[0]]);
    expect(await listKeys(token, "?limit=101")).toEqual({
      status: 400,
      body: errorEnvelope("validation_error", "VALIDATION_ERROR", "Invalid query", { limit: expect.any(String) }),
    });
  });
});
