import { randomUUID } from "node:crypto";
import { beforeAll, describe, expect, it } from "vitest";
import { startSystemSmtpPeer } from "../helpers/system-smtp-peer";

// Confirmation mail goes through a real SMTP peer: point the system mailer at it before the app loads.
const smtp = await startSystemSmtpPeer();
const { POST: subscribeRoute, OPTIONS: preflightRoute } = await import(
  "@/app/api/v1/public/lists/[listId]/subscribe/route"
);
const { GET: confirmRoute } = await import("@/app/api/v1/public/confirm/[token]/route");
const { db } = await import("@/lib/db");
const { isSuppressed } = await import("@/lib/services/suppressions/is-suppressed");
const { signupFormSnippet } = await import("@/lib/services/lists/signup-form-snippet");
const { createConfirmationToken, readConfirmationToken, CONFIRMATION_TTL_SECONDS } = await import(
  "@/lib/services/signup/confirmation-token"
);
const { apiRequest, callRoute } = await import("../helpers/http");
const { createTestTeam } = await import("../helpers/teams");

beforeAll(() => db.$queryRaw`SELECT 1`);

const CORS = { "access-control-allow-origin": "*", "access-control-allow-methods": "POST, OPTIONS" };
const uniqueEmail = (name: string) => `${name}-${randomUUID().slice(0, 8)}@example.com`;

async function listFixture({ doubleOptIn = false } = {}) {
  const { team } = await createTestTeam("Analytical Engines");
  const list = await db.mailingList.create({ data: { teamId: team.id, name: "Engine Notes", doubleOptIn } });
  return { team, list };
}

function subscribeJson(listId: string, json: unknown, headers: Record<string, string> = {}) {
  return callRoute(subscribeRoute, apiRequest(`/public/lists/${listId}/subscribe`, { method: "POST", json, headers }), {
    listId,
  });
}

function subscribeForm(listId: string, fields: Record<string, string>, accept = "text/html") {
  const request = apiRequest(`/public/lists/${listId}/subscribe`, {
    method: "POST",
    rawBody: new URLSearchParams(fields).toString(),
    headers: { "content-type": "application/x-www-form-urlencoded", accept, origin: "https://blog.example.org" },
  });
  return callRoute(subscribeRoute, request, { listId });
}

function expectCors(response: Response) {
  for (const [name, value] of Object.entries(CORS)) expect(response.headers.get(name)).toBe(value);
}

/** A 400 of the error envelope with exactly these per-field details, CORS headers included. */
async function expectInvalidBody(response: Response, details: Record<string, string>) {
  expect(response.status).toBe(400);
  expectCors(response);
  expect(await response.json()).toEqual({
    error: "validation_error",
    message: "Invalid body",
    code: "VALIDATION_ERROR",
    details,
    timestamp: expect.any(String),
  });
}

const contactsOf = (listId: string) => db.contact.findMany({ where: { listId } });

describe("POST /public/lists/{listId}/subscribe", () => {
  it("subscribes at once (ACTIVE) without double opt-in, normalizing the address, and sends no mail", async () => {
    const { list } = await listFixture();
    const email = uniqueEmail("grace");
    const response = await subscribeJson(list.id, {
      email: `  ${email.toUpperCase()} `,
      firstName: " Grace ",
      lastName: "Hopper",
    });
    expect(response.status).toBe(200);
    expectCors(response);
    expect(await response.json()).toEqual({ status: "subscribed" });
    expect(await contactsOf(list.id)).toEqual([
      expect.objectContaining({ email, status: "ACTIVE", firstName: "Grace", lastName: "Hopper", teamId: list.teamId }),
    ]);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(smtp.mailsTo(email)).toEqual([]);
  });

  it("keeps an ACTIVE contact as it is, with the answer any address gets", async () => {
    const { list } = await listFixture({ doubleOptIn: true });
    const email = uniqueEmail("active");
    const existing = await db.contact.create({
      data: { teamId: list.teamId, listId: list.id, email, firstName: "Ada" },
    });
    const response = await subscribeJson(list.id, { email, firstName: "Someone else" });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ status: "pending_confirmation" });
    const after = await db.contact.findUniqueOrThrow({ where: { id: existing.id } });
    expect(after).toEqual(existing);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(smtp.mailsTo(email)).toEqual([]);
  });

  it("with double opt-in: PENDING, a confirmation mail, and the link makes the contact ACTIVE", async () => {
    const { list } = await listFixture({ doubleOptIn: true });
    const email = uniqueEmail("pending");
    const response = await subscribeJson(list.id, { email, firstName: "Pat" });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ status: "pending_confirmation" });
    const [contact] = await contactsOf(list.id);
    expect(contact).toMatchObject({ email, status: "PENDING", confirmedAt: null });

    const mail = await smtp.mailTo(email);
    expect(mail.subject).toBe("Confirm your subscription to Engine Notes");
    const link = mail.text?.match(/http:\/\/\S+\/api\/v1\/public\/confirm\/([A-Za-z0-9_.-]+)/);
    expect(link, mail.text).not.toBeNull();
    expect(mail.html).toContain(link![0]);
    const token = link![1];
    expect(readConfirmationToken(token)).toBe(contact.id);

    const confirmed = await callRoute(confirmRoute, apiRequest(`/public/confirm/${token}`), { token });
    expect(confirmed.status).toBe(200);
    expect(confirmed.headers.get("content-type")).toBe("text/html; charset=utf-8");
    expect(confirmed.headers.get("content-security-policy")).toBe(
      "default-src 'none'; style-src 'unsafe-inline'; form-action 'self'; frame-ancestors 'none'",
    );
    const html = await confirmed.text();
    expect(html).toContain("You&#39;re subscribed");
    expect(html).toContain("Engine Notes");
    const after = await db.contact.findUniqueOrThrow({ where: { id: contact.id } });
    expect(after.status).toBe("ACTIVE");
    expect(after.confirmedAt).toBeInstanceOf(Date);

    // Following the link again is harmless.
    const again = await callRoute(confirmRoute, apiRequest(`/public/confirm/${token}`), { token });
    expect(again.status).toBe(200);
    expect((await db.contact.findUniqueOrThrow({ where: { id: contact.id } })).confirmedAt).toEqual(after.confirmedAt);
  });

  it("refuses a forged, altered or expired confirmation link with a 404 page", async () => {
    const { list } = await listFixture({ doubleOptIn: true });
    const contact = await db.contact.create({
      data: { teamId: list.teamId, listId: list.id, email: uniqueEmail("x"), status: "PENDING" },
    });
    const good = createConfirmationToken({ contactId: contact.id });
    const dot = good.indexOf(".");
    const altered = `${good.slice(0, dot + 1)}${good[dot + 1] === "A" ? "B" : "A"}${good.slice(dot + 2)}`;
    const expired = createConfirmationToken(
      { contactId: contact.id },
      Date.now() - (CONFIRMATION_TTL_SECONDS + 60) * 1000,
    );
    for (const token of [altered, expired, "nonsense"]) {
      const response = await callRoute(confirmRoute, apiRequest(`/public/confirm/${token}`), { token });
      expect(response.status).toBe(404);
      expect(await response.text()).toContain("This link is not valid");
    }
    expect((await db.contact.findUniqueOrThrow({ where: { id: contact.id } })).status).toBe("PENDING");
  });

  it("with double opt-in, an unsubscribed contact stays so until the confirmation, which lifts the suppression", async () => {
    const { team, list } = await listFixture({ doubleOptIn: true });
    const email = uniqueEmail("consent");
    const contact = await db.contact.create({
      data: { teamId: team.id, listId: list.id, email, status: "UNSUBSCRIBED", unsubscribedAt: new Date() },
    });
    await db.suppression.create({ data: { teamId: team.id, email, reason: "UNSUBSCRIBED" } });
    expect(await (await subscribeJson(list.id, { email })).json()).toEqual({ status: "pending_confirmation" });
    expect(await db.contact.findUniqueOrThrow({ where: { id: contact.id } })).toMatchObject({
      status: "UNSUBSCRIBED",
      unsubscribedAt: contact.unsubscribedAt,
    });
    expect(await isSuppressed({ teamId: team.id, email })).toBe(true);

    const token = (await smtp.mailTo(email)).text!.match(/\/public\/confirm\/(\S+)/)![1];
    expect((await callRoute(confirmRoute, apiRequest(`/public/confirm/${token}`), { token })).status).toBe(200);
    expect(await db.contact.findUniqueOrThrow({ where: { id: contact.id } })).toMatchObject({
      status: "ACTIVE",
      unsubscribedAt: null,
      pendingConsent: null,
    });
    expect(await isSuppressed({ teamId: team.id, email })).toBe(false);
  });

  it("answers a filled honeypot like a success and stores nothing", async () => {
    const { list } = await listFixture({ doubleOptIn: true });
    const email = uniqueEmail("bot");
    const response = await subscribeJson(list.id, { email, website: "https://spam.example" });
    expect(response.status).toBe(200);
    expectCors(response);
    expect(await response.json()).toEqual({ status: "pending_confirmation" });
    const form = await subscribeForm(list.id, { email: "not-even-an-address", website: "x" });
    expect(form.status).toBe(200);
    expect(await contactsOf(list.id)).toEqual([]);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(smtp.mailsTo(email)).toEqual([]);
  });

  it("answers a form post with a 303 to `redirect`, or with a thank-you page", async () => {
    const { team, list } = await listFixture();
    await db.teamSettings.upsert({
      where: { teamId: team.id },
      create: { teamId: team.id, signupRedirectHosts: ["blog.example.org"] },
      update: { signupRedirectHosts: ["blog.example.org"] },
    });
    const redirected = await subscribeForm(list.id, {
      email: uniqueEmail("form"),
      firstName: "Form",
      website: "",
      redirect: "https://blog.example.org/thanks?x=1",
    });
    expect(redirected.status).toBe(303);
    expect(redirected.headers.get("location")).toBe("https://blog.example.org/thanks?x=1");
    expectCors(redirected);

    const page = await subscribeForm(list.id, { email: uniqueEmail("page") });
    expect(page.status).toBe(200);
    expect(page.headers.get("content-type")).toBe("text/html; charset=utf-8");
    // The embeddable form's answer may show inside any site's frame (docs/contract.md section 18's exception).
    expect(page.headers.get("content-security-policy")).toBe(
      "default-src 'none'; style-src 'unsafe-inline'; form-action 'self'; frame-ancestors *",
    );
    expect(page.headers.get("x-content-type-options")).toBe("nosniff");
    expect(await page.text()).toContain("Thanks for subscribing");
    expect(await contactsOf(list.id)).toHaveLength(2);
  });

  it("refuses a redirect that is not http(s): a page for browsers, the envelope otherwise", async () => {
    const { list } = await listFixture();
    const fields = { email: uniqueEmail("js"), redirect: "javascript:alert(1)" };
    await expectInvalidBody(await subscribeForm(list.id, fields, "*/*"), { redirect: "must be an http or https URL" });
    const page = await subscribeForm(list.id, fields);
    expect(page.status).toBe(400);
    expectCors(page);
    expect(page.headers.get("content-type")).toBe("text/html; charset=utf-8");
    const html = await page.text();
    expect(html).toContain("We couldn&#39;t sign you up");
    expect(html).toContain("<li>redirect: must be an http or https URL</li>");
    expect(await contactsOf(list.id)).toEqual([]);
  });

  it("answers 400 with details for an invalid or missing email", async () => {
    const { list } = await listFixture();
    for (const json of [{ email: "not-an-address" }, { firstName: "No email" }]) {
      const response = await subscribeJson(list.id, json);
      await expectInvalidBody(response, { email: "email" in json ? "must be a valid email address" : "is required" });
    }
    expect(await contactsOf(list.id)).toEqual([]);
  });

  it("answers 400 for another content type", async () => {
    const { list } = await listFixture();
    const request = apiRequest(`/public/lists/${list.id}/subscribe`, {
      method: "POST",
      rawBody: "email=a@b.co",
      headers: { "content-type": "text/plain" },
    });
    const response = await callRoute(subscribeRoute, request, { listId: list.id });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({
      error: "validation_error",
      details: { "content-type": "expected application/json, received text/plain" },
    });
  });

  it("answers 404 for an unknown or deleted list", async () => {
    const { list } = await listFixture();
    const deleted = await db.mailingList.create({ data: { teamId: list.teamId, name: "Gone", isDeleted: true } });
    for (const listId of ["no-such-list", deleted.id]) {
      const response = await subscribeJson(listId, { email: uniqueEmail("lost") });
      expect(response.status).toBe(404);
      expectCors(response);
      expect(await response.json()).toEqual({
        error: "not_found",
        message: "List not found",
        code: "RESOURCE_NOT_FOUND",
        timestamp: expect.any(String),
      });
    }
    expect(await db.contact.count({ where: { listId: deleted.id, isDeleted: false } })).toBe(0);
  });
});

describe("OPTIONS /public/lists/{listId}/subscribe", () => {
  it("answers the CORS preflight", async () => {
    const response = await preflightRoute();
    expect(response.status).toBe(204);
    expectCors(response);
    expect(response.headers.get("access-control-allow-headers")).toContain("Content-Type");
  });
});

describe("signupFormSnippet", () => {
  it("posts to the subscribe URL with email, first name and a hidden honeypot", () => {
    const html = signupFormSnippet({ listId: "list123", listName: `News & "Notes"` });
    expect(html).toMatch(
      /<form [^>]*action="http:\/\/[^"]+\/api\/v1\/public\/lists\/list123\/subscribe" method="post"/,
    );
    expect(html).toContain('name="email"');
    expect(html).toContain('name="firstName"');
    expect(html).toMatch(/<input [^>]*name="website" tabindex="-1" autocomplete="off"/);
    expect(html).toContain("News &amp; &quot;Notes&quot;");
  });
});
