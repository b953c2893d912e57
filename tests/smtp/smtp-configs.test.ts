import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openSecret } from "@/lib/crypto/secret-box";
import { db } from "@/lib/db";
import { env } from "@/lib/env";
import { errorEnvelope, unprocessable } from "../auth/auth-client";
import { addMember, createTestApiKey, createTestTeam } from "../helpers/teams";
import { createConfig, PASSWORD, seenBodies, smtp, validConfig } from "./smtp-client";

beforeAll(() => db.$queryRaw`SELECT 1`);

afterAll(() => {
  // docs/contract.md section 1: secrets are write-only. No answer of any /smtp route in this file shows it.
  expect(seenBodies.length).toBeGreaterThan(20);
  for (const body of seenBodies) {
    expect(body).not.toContain(PASSWORD);
    expect(body).not.toContain("new-passw0rd-2");
  }
});

const invalid = (details: Record<string, string>) =>
  errorEnvelope("validation_error", "VALIDATION_ERROR", "Invalid body", details);

describe("POST /smtp", () => {
  it("creates a config, applies the name default and answers without the password", async () => {
    const { token, team } = await createTestTeam();
    const created = await smtp.create(token, validConfig({ fromName: "Acme News", maxSendRate: 5 }));
    expect(created.status).toBe(201);
    expect(created.body).toEqual({
      id: expect.any(String),
      teamId: team.id,
      name: "127.0.0.1",
      provider: "CUSTOM",
      host: "127.0.0.1",
      port: 2525,
      username: "mailer",
      fromEmail: "news@acme.test",
      fromName: "Acme News",
      maxSendRate: 5,
      isActive: true,
      isDefault: true,
      requiresAuth: true,
      supportsTls: true,
      lastVerifiedAt: null,
      // Provider events (docs/contract.md section 20): none named, the URL a provider would post to.
      eventProvider: null,
      eventsUrl: `http://localhost:3000/api/v1/provider-events/${created.body.id}`,
      // Warm-up (docs/contract.md section 20): none unless set.
      warmup: null,
      isDeleted: false,
      createdAt: expect.any(String),
      updatedAt: expect.any(String),
    });
    expect(created.body).not.toHaveProperty("password");
  });

  it("stores the password encrypted: the column is not the plaintext and decrypts back", async () => {
    const { token } = await createTestTeam();
    const { id } = await createConfig(token);
    const row = await db.sMTPConfig.findUniqueOrThrow({ where: { id } });
    expect(row.password).not.toContain(PASSWORD);
    expect(row.password).toMatch(/^v1\.[\w-]+\.[\w-]+\.[\w-]+$/);
    expect(openSecret(row.password)).toBe(PASSWORD);
    // A fresh IV each time: the same password never gives the same text.
    const other = await createConfig(token);
    expect((await db.sMTPConfig.findUniqueOrThrow({ where: { id: other.id } })).password).not.toBe(row.password);
  });

  it("fills host, port and TLS from the provider preset when they are omitted", async () => {
    const { token } = await createTestTeam();
    const presets = {
      GMAIL: "smtp.gmail.com",
      OUTLOOK: "smtp.office365.com",
      AMAZON: "email-smtp.us-east-1.amazonaws.com",
    };
    for (const [provider, host] of Object.entries(presets)) {
      const { status, body } = await smtp.create(token, {
        provider,
        username: "me@acme.test",
        password: PASSWORD,
        fromEmail: "me@acme.test",
      });
      expect(status).toBe(201);
      expect(body).toMatchObject({ provider, host, port: 587, supportsTls: true, name: host, maxSendRate: 10 });
    }
    // Given values win over the preset.
    const custom = await smtp.create(token, {
      provider: "GMAIL",
      port: 465,
      name: "Gmail SSL",
      username: "me",
      password: PASSWORD,
      fromEmail: "me@acme.test",
    });
    expect(custom.body).toMatchObject({ host: "smtp.gmail.com", port: 465, name: "Gmail SSL" });
    const noAuth = await smtp.create(token, {
      host: "Relay.Acme.Test.",
      requiresAuth: false,
      supportsTls: false,
      fromEmail: "me@acme.test",
    });
    expect(noAuth.status).toBe(201);
    expect(noAuth.body).toMatchObject({
      host: "relay.acme.test",
      port: 587,
      username: "",
      requiresAuth: false,
      supportsTls: false,
    });
  });

  it.each([
    ["no host for CUSTOM", { host: undefined }, { host: "is required" }],
    ["an empty host", { host: "  " }, { host: "is required" }],
    ["a host with a space", { host: "smtp example.com" }, { host: "must be a host name or IP address" }],
    ["port 0", { port: 0 }, { port: "must be an integer from 1 to 65535" }],
    ["port 65536", { port: 65536 }, { port: "must be an integer from 1 to 65535" }],
    ["a fractional port", { port: 25.5 }, { port: "must be an integer from 1 to 65535" }],
    ["a port as text", { port: "587" }, { port: "must be an integer from 1 to 65535" }],
    ["maxSendRate 0", { maxSendRate: 0 }, { maxSendRate: "must be an integer of at least 1" }],
    ["a negative maxSendRate", { maxSendRate: -3 }, { maxSendRate: "must be an integer of at least 1" }],
    ["a 7-character password", { password: "1234567" }, { password: "must be at least 8 characters" }],
    ["no password", { password: undefined }, { password: "is required" }],
    ["no username", { username: undefined }, { username: "is required" }],
    ["no fromEmail", { fromEmail: undefined }, { fromEmail: "is required" }],
    ["an invalid fromEmail", { fromEmail: "not-an-address" }, { fromEmail: "must be a valid email address" }],
    ["an unknown provider", { provider: "SENDGRID" }, { provider: "must be one of CUSTOM, GMAIL, OUTLOOK, AMAZON" }],
    [
      "a header injection in fromName",
      { fromName: "Acme\r\nBcc: victim@example.com" },
      { fromName: "must be a single line" },
    ],
    ["a non-boolean isDefault", { isDefault: "yes" }, { isDefault: "must be true or false" }],
  ])("refuses %s with 400", async (_case, change, details) => {
    const { token } = await createTestTeam();
    const { status, body } = await smtp.create(token, validConfig(change));
    expect(status).toBe(400);
    expect(body).toEqual(invalid(details));
  });

  it("refuses a body that is not an object", async () => {
    const { token } = await createTestTeam();
    expect(await smtp.create(token, ["x"])).toMatchObject({
      status: 400,
      body: invalid({ body: "must be a JSON object" }),
    });
  });

  it("refuses a host on a private or loopback address unless private targets are allowed", async () => {
    const { token } = await createTestTeam();
    env.ALLOW_PRIVATE_TARGETS = false;
    try {
      for (const [host, where] of [
        ["127.0.0.1", "is"],
        ["10.1.2.3", "is"],
        ["169.254.169.254", "is"],
        ["::1", "is"],
        ["localhost", "resolves to"],
      ]) {
        const { status, body } = await smtp.create(token, validConfig({ host }));
        expect(status, host).toBe(400);
        expect(body.error).toBe("validation_error");
        expect(body.details.host).toMatch(
          new RegExp(`^${where}.*a private or loopback address; only public hosts are allowed$`),
        );
      }
      const { id } = await createConfig(token, { host: "93.184.215.14" });
      const moved = await smtp.patch(token, id, { host: "192.168.1.10" });
      expect(moved.status).toBe(400);
      expect(moved.body.details).toEqual({ host: "is a private or loopback address; only public hosts are allowed" });
    } finally {
      env.ALLOW_PRIVATE_TARGETS = true;
    }
    expect((await smtp.create(token, validConfig({ host: "127.0.0.1" }))).status).toBe(201);
  });
});

describe("one default per team", () => {
  const defaults = async (teamId: string) =>
    (await db.sMTPConfig.findMany({ where: { teamId, isDefault: true }, select: { id: true } })).map(({ id }) => id);

  it("makes the first config the default, moves it on isDefault true, and promotes another on delete", async () => {
    const { token, team } = await createTestTeam();
    const first = await createConfig(token, { name: "First" });
    const second = await createConfig(token, { name: "Second" });
    expect([first.isDefault, second.isDefault]).toEqual([true, false]);

    const third = await createConfig(token, { name: "Third", isDefault: true });
    expect(third.isDefault).toBe(true);
    expect(await defaults(team.id)).toEqual([third.id]);

    const switched = await smtp.patch(token, second.id, { isDefault: true });
    expect(switched.body.isDefault).toBe(true);
    expect(await defaults(team.id)).toEqual([second.id]);
    // The list shows the default first.
    expect((await smtp.list(token)).body.data.map((row: { name: string }) => row.name)).toEqual([
      "Second",
      "First",
      "Third",
    ]);

    const unset = await smtp.patch(token, second.id, { isDefault: false });
    expect(unset.status).toBe(422);
    expect(unset.body).toEqual(
      unprocessable("A team always has a default SMTP configuration: make another one the default instead", {
        isDefault: "make another configuration the default instead",
      }),
    );

    const deleted = await smtp.remove(token, second.id);
    expect(deleted.status).toBe(200);
    expect(deleted.body).toMatchObject({ id: second.id, isDeleted: true, isDefault: false });
    expect(await defaults(team.id)).toEqual([first.id]);
    expect((await smtp.get(token, second.id)).status).toBe(404);

    await smtp.remove(token, first.id);
    expect(await defaults(team.id)).toEqual([third.id]);
    await smtp.remove(token, third.id);
    expect(await defaults(team.id)).toEqual([]);
    expect((await smtp.list(token)).body).toEqual({ data: [], pagination: { page: 1, limit: 50, total: 0 } });
    // With none left, the next config is the default again.
    expect((await createConfig(token)).isDefault).toBe(true);
  });

  it("keeps exactly one default when configs are created concurrently", async () => {
    const { token, team } = await createTestTeam();
    const created = await Promise.all(
      Array.from({ length: 4 }, (_, index) => createConfig(token, { name: `C${index}`, isDefault: index % 2 === 1 })),
    );
    expect(created).toHaveLength(4);
    expect(await defaults(team.id)).toHaveLength(1);
  });
});

describe("PATCH /smtp/{id}", () => {
  it("keeps the password when it is omitted, replaces it when given, and clears lastVerifiedAt on connection changes", async () => {
    const { token } = await createTestTeam();
    const { id } = await createConfig(token);
    await db.sMTPConfig.update({ where: { id }, data: { lastVerifiedAt: new Date() } });

    const renamed = await smtp.patch(token, id, { name: "Renamed", maxSendRate: 20 });
    expect(renamed.status).toBe(200);
    expect(renamed.body).toMatchObject({ name: "Renamed", maxSendRate: 20, lastVerifiedAt: expect.any(String) });
    expect(openSecret((await db.sMTPConfig.findUniqueOrThrow({ where: { id } })).password)).toBe(PASSWORD);

    const repassed = await smtp.put(token, id, { password: "new-passw0rd-2" });
    expect(repassed.status).toBe(200);
    expect(repassed.body.lastVerifiedAt).toBeNull();
    expect(openSecret((await db.sMTPConfig.findUniqueOrThrow({ where: { id } })).password)).toBe("new-passw0rd-2");
  });

  it.each([
    ["an empty body", {}, { body: "give at least one field to change" }],
    ["a short password", { password: "short" }, { password: "must be at least 8 characters" }],
    ["port 70000", { port: 70000 }, { port: "must be an integer from 1 to 65535" }],
    ["maxSendRate 0", { maxSendRate: 0 }, { maxSendRate: "must be an integer of at least 1" }],
    ["an invalid fromEmail", { fromEmail: "a@" }, { fromEmail: "must be a valid email address" }],
  ])("refuses %s with 400", async (_case, json, details) => {
    const { token } = await createTestTeam();
    const { id } = await createConfig(token);
    const { status, body } = await smtp.patch(token, id, json);
    expect(status).toBe(400);
    expect(body).toEqual(invalid(details));
  });
});

describe("tenancy and permissions", () => {
  it("answers 404 for another team's config on every route", async () => {
    const owner = await createTestTeam();
    const stranger = await createTestTeam();
    const { id } = await createConfig(owner.token);
    const notFound = errorEnvelope("not_found", "RESOURCE_NOT_FOUND", "SMTP configuration not found");
    for (const call of [
      smtp.get(stranger.token, id),
      smtp.patch(stranger.token, id, { name: "Mine now" }),
      smtp.remove(stranger.token, id),
      smtp.verify(stranger.token, id),
      smtp.test(stranger.token, id, { to: "x@acme.test" }),
    ]) {
      expect(await call).toMatchObject({ status: 404, body: notFound });
    }
    expect((await smtp.list(stranger.token)).body.pagination.total).toBe(0);
    expect((await smtp.get(owner.token, id)).body.name).toBe("127.0.0.1");
  });

  it("lets a MEMBER read but not write, verify, test or delete (403)", async () => {
    const { token, team } = await createTestTeam();
    const { id } = await createConfig(token);
    const member = await addMember(team.id, "MEMBER");
    const forbidden = errorEnvelope(
      "forbidden",
      "INSUFFICIENT_PERMISSIONS",
      "Insufficient permissions for this resource",
    );
    expect((await smtp.list(member.token)).status).toBe(200);
    expect((await smtp.get(member.token, id)).status).toBe(200);
    for (const call of [
      smtp.create(member.token, validConfig()),
      smtp.patch(member.token, id, { name: "x" }),
      smtp.remove(member.token, id),
      smtp.verify(member.token, id),
      smtp.test(member.token, id, { to: "x@acme.test" }),
    ]) {
      expect(await call).toMatchObject({ status: 403, body: forbidden });
    }
  });

  it("lets an API key with smtp:read list but not create", async () => {
    const { team } = await createTestTeam();
    const apiKey = await createTestApiKey(team.id, ["smtp:read"]);
    expect((await smtp.list({ apiKey })).status).toBe(200);
    expect((await smtp.create({ apiKey }, validConfig())).status).toBe(403);
  });
});
