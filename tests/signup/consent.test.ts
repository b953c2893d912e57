import { randomUUID } from "node:crypto";
import { beforeAll, describe, expect, it } from "vitest";
import { startSystemSmtpPeer } from "../helpers/system-smtp-peer";

// Consent (docs/contract.md section 21) through the public routes and the API: a signup never
// brings back someone who left without the mailed confirmation, the redirect allow-list, the
// form's metadata and consent wording, and the consent ledger with its export and erasure.

const smtp = await startSystemSmtpPeer();
const { POST: subscribeRoute } = await import("@/app/api/v1/public/lists/[listId]/subscribe/route");
const { GET: confirmRoute } = await import("@/app/api/v1/public/confirm/[token]/route");
const { POST: unsubscribeRoute } = await import("@/app/api/v1/u/[token]/route");
const { GET: consentRoute } = await import("@/app/api/v1/contacts/[id]/consent/route");
const { GET: exportRoute } = await import("@/app/api/v1/contacts/[id]/export/route");
const { POST: eraseRoute } = await import("@/app/api/v1/contacts/[id]/erase/route");
const { POST: createContactRoute } = await import("@/app/api/v1/contacts/route");
const { PATCH: updateContactRoute } = await import("@/app/api/v1/contacts/[id]/route");
const { db } = await import("@/lib/db");
const { isSuppressed } = await import("@/lib/services/suppressions/is-suppressed");
const { unsubscribeUrl } = await import("@/lib/mail/unsubscribe-token");
const { apiRequest, callRoute, settle } = await import("../helpers/http");
const { createTestApiKey, createTestTeam } = await import("../helpers/teams");

beforeAll(() => db.$queryRaw`SELECT 1`);

const uniqueEmail = (name: string) => `${name}-${randomUUID().slice(0, 8)}@example.com`;
const BROWSER = "Mozilla/5.0 (X11; Linux x86_64) Firefox/133.0";

async function listFixture({ doubleOptIn = false } = {}) {
  const { team, token } = await createTestTeam("Difference Engines");
  const list = await db.mailingList.create({ data: { teamId: team.id, name: "Engine Notes", doubleOptIn } });
  return { team, token, list };
}

function subscribe(listId: string, json: unknown, ip = "203.0.113.7") {
  const request = apiRequest(`/public/lists/${listId}/subscribe`, {
    method: "POST",
    json,
    ip,
    headers: { "user-agent": BROWSER },
  });
  return callRoute(subscribeRoute, request, { listId });
}

function subscribeForm(listId: string, fields: Record<string, string>) {
  const request = apiRequest(`/public/lists/${listId}/subscribe`, {
    method: "POST",
    rawBody: new URLSearchParams(fields).toString(),
    headers: { "content-type": "application/x-www-form-urlencoded", accept: "text/html" },
  });
  return callRoute(subscribeRoute, request, { listId });
}

const confirmTokenIn = async (email: string) => (await smtp.mailTo(email)).text!.match(/\/public\/confirm\/(\S+)/)![1];
const confirm = (token: string, ip = "198.51.100.20") =>
  callRoute(confirmRoute, apiRequest(`/public/confirm/${token}`, { ip, headers: { "user-agent": BROWSER } }), {
    token,
  });
const unsubscribe = (contactId: string, ip = "192.0.2.44") => {
  const token = unsubscribeUrl(contactId).split("/u/")[1];
  const request = apiRequest(`/u/${token}`, {
    method: "POST",
    rawBody: "List-Unsubscribe=One-Click",
    ip,
    headers: { "content-type": "application/x-www-form-urlencoded", "user-agent": "Mail client" },
  });
  return callRoute(unsubscribeRoute, request, { token });
};
const ledger = (token: string, id: string) =>
  settle(callRoute(consentRoute, apiRequest(`/contacts/${id}/consent`, { token }), { id }));

const invalidBody = (details: Record<string, string>) => ({
  error: "validation_error",
  message: "Invalid body",
  code: "VALIDATION_ERROR",
  details,
  timestamp: expect.any(String),
});

describe("a signup of someone who left", () => {
  it("changes nothing, answers as for a new address, mails a confirmation, and only its link subscribes again", async () => {
    const { team, token, list } = await listFixture();
    const email = uniqueEmail("leaver");
    // Subscribed through the form, then unsubscribed by the one-click link.
    expect(
      await (await subscribe(list.id, { email, firstName: "Ada", consentText: "Send me engine notes" })).json(),
    ).toEqual({ status: "subscribed" });
    const contact = await db.contact.findFirstOrThrow({ where: { listId: list.id, email } });
    expect((await unsubscribe(contact.id)).status).toBe(200);
    const left = await db.contact.findUniqueOrThrow({ where: { id: contact.id } });
    expect(left.status).toBe("UNSUBSCRIBED");

    const newcomer = await subscribe(list.id, { email: uniqueEmail("newcomer") });
    const attempt = await subscribe(
      list.id,
      { email: email.toUpperCase(), firstName: "Mallory", "metadata.plan": "pro", consentText: "Yes, news again" },
      "203.0.113.99",
    );
    expect(attempt.status).toBe(newcomer.status);
    const newcomerAnswer = await newcomer.json();
    expect(await attempt.json()).toEqual(newcomerAnswer);
    const unchanged = await db.contact.findUniqueOrThrow({ where: { id: contact.id } });
    expect({ ...unchanged, pendingConsent: null }).toEqual({ ...left, pendingConsent: null });
    expect(await isSuppressed({ teamId: team.id, email })).toBe(true);

    const link = await confirmTokenIn(email);
    // Asking again within minutes answers the same and mails nothing more (no inbox flooding).
    expect(await (await subscribe(list.id, { email })).json()).toEqual(newcomerAnswer);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(smtp.mailsTo(email)).toHaveLength(1);
    const confirmed = await confirm(link);
    expect(confirmed.status).toBe(200);
    expect(await confirmed.text()).toContain("You&#39;re subscribed");
    expect(await db.contact.findUniqueOrThrow({ where: { id: contact.id } })).toMatchObject({
      status: "ACTIVE",
      firstName: "Ada",
      metadata: null,
      unsubscribedAt: null,
      pendingConsent: null,
    });
    expect(await isSuppressed({ teamId: team.id, email })).toBe(false);

    expect(await ledger(token, contact.id)).toEqual({
      status: 200,
      body: {
        data: [
          {
            action: "subscribed",
            source: "signup_form",
            ip: "203.0.113.7",
            userAgent: BROWSER,
            consentText: "Send me engine notes",
            listId: list.id,
            createdAt: expect.any(String),
          },
          {
            action: "unsubscribed",
            source: "one_click",
            ip: "192.0.2.44",
            userAgent: "Mail client",
            listId: list.id,
            createdAt: expect.any(String),
          },
          {
            action: "resubscribed",
            source: "signup_form",
            ip: "203.0.113.99",
            userAgent: BROWSER,
            consentText: "Yes, news again",
            listId: list.id,
            createdAt: expect.any(String),
          },
        ],
      },
    });
  });

  it("a suppressed address gets a PENDING contact until the confirmation; a link followed after leaving again is refused", async () => {
    const { team, list } = await listFixture({ doubleOptIn: true });
    const bounced = uniqueEmail("bounced");
    await db.suppression.create({ data: { teamId: team.id, email: bounced, reason: "BOUNCED" } });
    expect(await (await subscribe(list.id, { email: bounced })).json()).toEqual({ status: "pending_confirmation" });
    const pending = await db.contact.findFirstOrThrow({ where: { listId: list.id, email: bounced } });
    expect(pending.status).toBe("PENDING");
    expect((await confirm(await confirmTokenIn(bounced))).status).toBe(200);
    expect((await db.contact.findUniqueOrThrow({ where: { id: pending.id } })).status).toBe("ACTIVE");
    expect(await isSuppressed({ teamId: team.id, email: bounced })).toBe(false);

    const complained = uniqueEmail("complained");
    const contact = await db.contact.create({
      data: { teamId: team.id, listId: list.id, email: complained, status: "COMPLAINED" },
    });
    await db.suppression.create({ data: { teamId: team.id, email: complained, reason: "COMPLAINED" } });
    expect(await (await subscribe(list.id, { email: complained })).json()).toEqual({ status: "pending_confirmation" });
    const link = await confirmTokenIn(complained);
    // Asking to leave (even while still COMPLAINED) withdraws the request.
    expect((await unsubscribe(contact.id)).status).toBe(200);
    const refused = await confirm(link);
    expect(refused.status).toBe(404);
    expect(await refused.text()).toContain("This link is not valid");
    expect((await db.contact.findUniqueOrThrow({ where: { id: contact.id } })).status).toBe("COMPLAINED");
    expect(await isSuppressed({ teamId: team.id, email: complained })).toBe(true);
  });
});

describe("redirect allow-list", () => {
  it("follows a redirect to APP_URL's host, a verified domain or a subdomain of one, or a host of signupRedirectHosts", async () => {
    const { team, list } = await listFixture();
    await db.domain.create({ data: { teamId: team.id, domain: "engines.test", status: "VERIFIED", isVerified: true } });
    await db.teamSettings.upsert({
      where: { teamId: team.id },
      create: { teamId: team.id, signupRedirectHosts: ["thanks.example.org"] },
      update: { signupRedirectHosts: ["thanks.example.org"] },
    });
    for (const redirect of [
      "http://localhost:3000/welcome",
      "https://engines.test/thanks",
      "https://news.engines.test/thanks?list=1",
      "https://thanks.example.org/",
    ]) {
      const response = await subscribeForm(list.id, { email: uniqueEmail("form"), redirect });
      expect(response.status, redirect).toBe(303);
      expect(response.headers.get("location")).toBe(redirect);
    }
  });

  it("refuses any other host with 400 details.redirect, stores nothing and redirects nowhere", async () => {
    const { team, list } = await listFixture();
    await db.domain.create({ data: { teamId: team.id, domain: "pending.test", status: "PENDING" } });
    const details = {
      redirect: "must be on this app's host, a verified domain of the team or a host in the team's signupRedirectHosts",
    };
    for (const redirect of [
      "https://evil.example/",
      "https://pending.test/",
      "https://notengines.test.evil.example/",
    ]) {
      const response = await subscribe(list.id, { email: uniqueEmail("redirect"), redirect });
      expect(response.status, redirect).toBe(400);
      expect(response.headers.get("location")).toBeNull();
      expect(await response.json()).toEqual(invalidBody(details));
    }
    const page = await subscribeForm(list.id, { email: uniqueEmail("page"), redirect: "https://evil.example/" });
    expect(page.status).toBe(400);
    expect(page.headers.get("location")).toBeNull();
    expect(await db.contact.count({ where: { listId: list.id } })).toBe(0);
  });
});

describe("metadata fields", () => {
  it("keeps metadata.<key> form fields and a JSON metadata object in the contact's metadata", async () => {
    const { list } = await listFixture({ doubleOptIn: true });
    const email = uniqueEmail("meta");
    const form = await subscribeForm(list.id, { email, "metadata.company": "Analytical Ltd", "metadata.plan": "pro" });
    expect(form.status).toBe(200);
    await subscribe(list.id, { email, metadata: { plan: "team" }, "metadata.source": "landing" });
    const contact = await db.contact.findFirstOrThrow({ where: { listId: list.id, email } });
    expect(contact.metadata).toEqual({ company: "Analytical Ltd", plan: "team", source: "landing" });
  });

  it("refuses 21 fields and a 501-character value with 400 and the exact details", async () => {
    const { list } = await listFixture();
    const many = Object.fromEntries(Array.from({ length: 21 }, (_, index) => [`metadata.field${index}`, "x"]));
    const tooMany = await subscribeForm(list.id, { email: uniqueEmail("many"), ...many });
    expect(tooMany.status).toBe(400);
    const json = await subscribe(list.id, { email: uniqueEmail("many"), ...many });
    expect(json.status).toBe(400);
    expect(await json.json()).toEqual(invalidBody({ metadata: "must have at most 20 fields" }));

    const long = await subscribe(list.id, { email: uniqueEmail("long"), "metadata.note": "n".repeat(501) });
    expect(long.status).toBe(400);
    expect(await long.json()).toEqual(invalidBody({ "metadata.note": "must be at most 500 characters" }));
    const twenty = Object.fromEntries(
      Array.from({ length: 20 }, (_, index) => [`metadata.f${index}`, "y".repeat(500)]),
    );
    expect((await subscribe(list.id, { email: uniqueEmail("edge"), ...twenty })).status).toBe(200);
    expect(await db.contact.count({ where: { listId: list.id } })).toBe(1);
  });
});

describe("GET /contacts/{id}/consent, the export and the erasure", () => {
  it("records API and dashboard changes by their source, is in the export, and is gone after erasure", async () => {
    const { team, token, list } = await listFixture();
    const apiKey = await createTestApiKey(team.id, ["contacts:read", "contacts:write"]);
    const email = uniqueEmail("ledger");
    const created = await settle(
      callRoute(
        createContactRoute,
        apiRequest("/contacts", { method: "POST", json: { email, listId: list.id }, headers: { "x-api-key": apiKey } }),
      ),
    );
    expect(created.status).toBe(201);
    const id = created.body.id as string;
    for (const status of ["UNSUBSCRIBED", "ACTIVE"]) {
      const patched = await callRoute(
        updateContactRoute,
        apiRequest(`/contacts/${id}`, { method: "PATCH", json: { status }, token }),
        { id },
      );
      expect(patched.status).toBe(200);
    }
    const { body } = await ledger(token, id);
    expect(body.data.map((entry: { action: string; source: string }) => [entry.action, entry.source])).toEqual([
      ["subscribed", "api"],
      ["unsubscribed", "dashboard"],
      ["resubscribed", "dashboard"],
    ]);

    const exported = await callRoute(exportRoute, apiRequest(`/contacts/${id}/export`, { token }), { id });
    expect((await exported.json()).consent).toEqual(body.data.map((entry: object) => ({ contactId: id, ...entry })));

    const other = await createTestTeam("Someone Else");
    expect(await ledger(other.token, id)).toEqual({
      status: 404,
      body: {
        error: "not_found",
        message: "Contact not found",
        code: "RESOURCE_NOT_FOUND",
        timestamp: expect.any(String),
      },
    });

    const erased = await callRoute(eraseRoute, apiRequest(`/contacts/${id}/erase`, { method: "POST", token }), { id });
    expect(erased.status).toBe(200);
    expect(await db.consentEvent.count({ where: { contactId: id } })).toBe(0);
    expect(await isSuppressed({ teamId: team.id, email })).toBe(true);
  });
});
