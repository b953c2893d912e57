import { describe, expect, it } from "vitest";
import { openSecret } from "@/lib/crypto/secret-box";
import { db } from "@/lib/db";
import { env } from "@/lib/env";
import { addMember, createTestTeam } from "../helpers/teams";
import { VALID_SECRET, webhookBody, webhooks } from "./webhook-client";

const URL_OK = "https://hooks.example.com/sendwell";

describe("webhooks CRUD", () => {
  it("creates (secret shown once, stored sealed), lists, gets, updates and soft-deletes", async () => {
    const { team, token } = await createTestTeam();
    const created = await webhooks.create(
      token,
      webhookBody(URL_OK, { events: ["click", "open", "click", "contact.created"] }),
    );
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({
      teamId: team.id,
      name: "Order system",
      url: URL_OK,
      events: ["click", "open", "contact.created"],
      isActive: true,
      secret: VALID_SECRET,
      disabledAt: null,
      isDeleted: false,
    });
    const row = await db.webhook.findUniqueOrThrow({ where: { id: created.body.id } });
    expect(row.secret).not.toContain(VALID_SECRET);
    expect(openSecret(row.secret)).toBe(VALID_SECRET);

    const got = await webhooks.get(token, created.body.id);
    expect(got.status).toBe(200);
    expect(got.body).not.toHaveProperty("secret");
    const listed = await webhooks.list(token);
    expect(listed.body).toMatchObject({ pagination: { page: 1, limit: 50, total: 1 } });
    expect(listed.body.data[0]).not.toHaveProperty("secret");

    const updated = await webhooks.update(token, created.body.id, {
      name: "Renamed",
      events: ["bounce"],
      isActive: false,
      secret: "another-secret-0123456789",
    });
    expect(updated).toMatchObject({ status: 200, body: { name: "Renamed", events: ["bounce"], isActive: false } });
    expect(openSecret((await db.webhook.findUniqueOrThrow({ where: { id: created.body.id } })).secret)).toBe(
      "another-secret-0123456789",
    );

    expect((await webhooks.remove(token, created.body.id)).body).toMatchObject({
      id: created.body.id,
      isDeleted: true,
    });
    expect((await webhooks.get(token, created.body.id)).status).toBe(404);
    expect((await webhooks.list(token)).body.pagination.total).toBe(0);
  });

  it("re-activating clears an automatic disable", async () => {
    const { token } = await createTestTeam();
    const { body } = await webhooks.create(token, webhookBody(URL_OK));
    await db.webhook.update({
      where: { id: body.id },
      data: { isActive: false, disabledAt: new Date(), disabledReason: "failing", failingSince: new Date(0) },
    });
    const on = await webhooks.update(token, body.id, { isActive: true });
    expect(on.body).toMatchObject({ isActive: true, disabledAt: null, disabledReason: null, failingSince: null });
  });
});

describe("webhook input validation", () => {
  const cases: [string, Record<string, unknown>, Record<string, string>][] = [
    ["a secret of 15 characters", { secret: "x".repeat(15) }, { secret: "must be at least 16 characters" }],
    ["empty events", { events: [] }, { events: "must list at least 1 event" }],
    [
      "unknown event names",
      { events: ["open", "opened", "email.sent"] },
      { events: expect.stringMatching(/^unknown event "opened", "email.sent"; allowed: open, click/) },
    ],
    ["an ftp URL", { url: "ftp://example.com/hook" }, { url: "must be an http or https URL" }],
    ["a javascript: URL", { url: "javascript:alert(1)" }, { url: "must be an http or https URL" }],
    ["a relative URL", { url: "/hooks" }, { url: "must be an absolute http or https URL" }],
    [
      "a URL with credentials",
      { url: "https://user:pass@example.com/hook" },
      { url: "must not contain credentials; authenticate with the signature instead" },
    ],
    [
      "a URL with a user name only",
      { url: "https://user@example.com/hook" },
      { url: "must not contain credentials; authenticate with the signature instead" },
    ],
    [
      "a URL of 5,000 characters",
      { url: `https://example.com/${"a".repeat(4980)}` },
      { url: "must be at most 2048 characters" },
    ],
    ["a one-letter name", { name: "A" }, { name: "must be at least 2 characters" }],
    ["events that are not an array", { events: "open" }, { events: "must be an array of event names" }],
    ["a missing url", { url: undefined }, { url: "is required" }],
  ];
  it.each(cases)("refuses %s with 400 and field details", async (_label, overrides, details) => {
    const { token } = await createTestTeam();
    const response = await webhooks.create(token, webhookBody(URL_OK, overrides));
    expect(response.status).toBe(400);
    expect(response.body).toEqual({
      error: "validation_error",
      message: "Invalid body",
      code: "VALIDATION_ERROR",
      details,
      timestamp: expect.any(String),
    });
  });

  it("validates PATCH the same way and refuses an empty change", async () => {
    const { token } = await createTestTeam();
    const { body } = await webhooks.create(token, webhookBody(URL_OK));
    expect(await webhooks.update(token, body.id, { secret: "short" })).toMatchObject({
      status: 400,
      body: { details: { secret: "must be at least 16 characters" } },
    });
    expect(await webhooks.update(token, body.id, { events: [] })).toMatchObject({
      status: 400,
      body: { details: { events: "must list at least 1 event" } },
    });
    expect(await webhooks.update(token, body.id, {})).toMatchObject({
      status: 400,
      body: { details: { body: "give at least one of name, url, secret, events, isActive" } },
    });
  });

  it("refuses a bad delivery filter", async () => {
    const { token } = await createTestTeam();
    const { body } = await webhooks.create(token, webhookBody(URL_OK));
    const response = await webhooks.deliveries(token, body.id, "?status=DONE&event=nope");
    expect(response).toMatchObject({
      status: 400,
      body: {
        code: "VALIDATION_ERROR",
        details: {
          status: "must be one of PENDING, SUCCESS, FAILED",
          event: expect.stringMatching(/^must be one of open, click/),
        },
      },
    });
  });
});

describe("private targets (ALLOW_PRIVATE_TARGETS off)", () => {
  it.each([
    ["loopback", "http://127.0.0.1:8080/hook", "127.0.0.1 is a private or loopback address"],
    ["a private network", "http://10.1.2.3/hook", "10.1.2.3 is a private or loopback address"],
    [
      "link-local metadata",
      "http://169.254.169.254/latest/meta-data",
      "169.254.169.254 is a private or loopback address",
    ],
    ["IPv6 loopback", "http://[::1]:9000/hook", "::1 is a private or loopback address"],
    ["a name resolving to loopback", "http://localhost:3000/hook", "localhost resolves to"],
  ])("refuses %s with 400 on url, and on update", async (_label, url, message) => {
    const { token } = await createTestTeam();
    const { body: existing } = await webhooks.create(token, webhookBody(URL_OK));
    env.ALLOW_PRIVATE_TARGETS = false;
    try {
      const created = await webhooks.create(token, webhookBody(url));
      expect(created.status).toBe(400);
      expect(created.body).toMatchObject({
        code: "VALIDATION_ERROR",
        message: expect.stringContaining(message),
        details: { url: expect.stringMatching(/private or loopback address; only public hosts are allowed$/) },
      });
      const updated = await webhooks.update(token, existing.id, { url });
      expect(updated).toMatchObject({ status: 400, body: { details: { url: expect.any(String) } } });
    } finally {
      env.ALLOW_PRIVATE_TARGETS = true;
    }
    // Allowed for local use.
    expect((await webhooks.create(token, webhookBody(url))).status).toBe(201);
  });
});

describe("tenancy and permissions", () => {
  it("answers 404 for another team's webhook and never lists it", async () => {
    const a = await createTestTeam("Team A");
    const b = await createTestTeam("Team B");
    const { body } = await webhooks.create(a.token, webhookBody(URL_OK));
    for (const call of [
      webhooks.get(b.token, body.id),
      webhooks.update(b.token, body.id, { name: "Hijacked" }),
      webhooks.remove(b.token, body.id),
      webhooks.deliveries(b.token, body.id),
      webhooks.test(b.token, body.id),
    ]) {
      expect(await call).toMatchObject({
        status: 404,
        body: { code: "RESOURCE_NOT_FOUND", message: "Webhook not found" },
      });
    }
    expect((await webhooks.list(b.token)).body.pagination.total).toBe(0);
    expect((await webhooks.get(a.token, body.id)).body.name).toBe("Order system");
  });

  it("lets a MEMBER read but not write or delete", async () => {
    const { team, token } = await createTestTeam();
    const member = await addMember(team.id);
    const { body } = await webhooks.create(token, webhookBody(URL_OK));
    expect((await webhooks.list(member.token)).status).toBe(200);
    expect(await webhooks.create(member.token, webhookBody(URL_OK))).toMatchObject({
      status: 403,
      body: { code: "INSUFFICIENT_PERMISSIONS" },
    });
    expect((await webhooks.update(member.token, body.id, { name: "Nope" })).status).toBe(403);
    expect((await webhooks.remove(member.token, body.id)).status).toBe(403);
    expect((await webhooks.test(member.token, body.id)).status).toBe(403);
  });
});
