import { Resend } from "resend";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { GET as getEmailRoute } from "@/app/api/v1/emails/[id]/route";
import { GET as listEmailsRoute, POST as postEmails } from "@/app/api/v1/emails/route";
import { db } from "@/lib/db";
import { createTestApiKey, createTestTeam } from "../helpers/teams";
import { uniqueEmail } from "../helpers/unique";
import { contactFor, SMTP_PASSWORD, smtpConfigFor } from "./fixtures";
import { headerLine } from "./mail-headers";
import { startRouteServer } from "./route-server";
import { runSendEmailJob as runJob, type ScriptedPeer, useScriptedPeerAndBoss } from "./send-job-harness";

// The official `resend` SDK, pointed at Sendwell through its baseUrl option, over real HTTP.

let peer: ScriptedPeer;
useScriptedPeerAndBoss((started) => (peer = started));
let server: Awaited<ReturnType<typeof startRouteServer>>;
const seen: string[] = [];

beforeAll(async () => {
  server = await startRouteServer({
    "POST /api/v1/emails": async (request, context) => {
      const response = await postEmails(request, context);
      seen.push(await response.clone().text());
      return response;
    },
    "GET /api/v1/emails": listEmailsRoute,
    "GET /api/v1/emails/:id": getEmailRoute,
  });
});
afterAll(async () => {
  await server.close();
  expect(seen.length).toBeGreaterThan(8);
  for (const body of seen) expect(body).not.toContain(SMTP_PASSWORD);
});

async function resendClient({ smtp = true, permissions = ["emails:send", "emails:read"] as const } = {}) {
  const { team } = await createTestTeam();
  if (smtp) await smtpConfigFor(team.id, { port: peer.port });
  const key = await createTestApiKey(team.id, [...permissions]);
  return { team, key, resend: new Resend(key, { baseUrl: server.baseUrl }) };
}

describe("POST /emails with the resend SDK", () => {
  it("sends one message to several recipients with one id, as given, and it arrives", async () => {
    const { resend } = await resendClient();
    const [first, second, cc] = [uniqueEmail("resend-a"), uniqueEmail("resend-b"), uniqueEmail("resend-cc")];
    const { data, error } = await resend.emails.send({
      from: "Acme <onboarding@acme.test>",
      to: [first, second],
      cc,
      replyTo: "help@acme.test",
      subject: "Welcome aboard",
      html: '<p>Welcome! <a href="https://example.com/start">Start</a></p>',
      headers: { "X-Entity-Ref-ID": "order-42" },
      tags: [{ name: "category", value: "welcome" }],
    });
    expect(error).toBeNull();
    expect(data).toEqual({ id: expect.any(String) });
    const row = await db.email.findUniqueOrThrow({ where: { id: data!.id } });
    expect(row).toMatchObject({
      to: `${first}, ${second}`,
      status: "QUEUED",
      marketing: false,
      track: false,
      tags: [{ name: "category", value: "welcome" }],
    });

    await runJob(data!.id);
    const mail = await peer.mailTo(first);
    expect(peer.arrivals.filter((arrival) => arrival.envelopeTo.includes(first))).toHaveLength(1);
    expect(peer.arrivalsTo(first)[0].envelopeTo).toEqual([first, second, cc]);
    expect(mail.from?.value).toEqual([{ name: "Acme", address: "onboarding@acme.test" }]);
    expect(mail.subject).toBe("Welcome aboard");
    expect(mail.headers.get("x-entity-ref-id")).toBe("order-42");
    // Transactional: links and body as given, a text part derived from the HTML, no List-Unsubscribe.
    expect(String(mail.html)).toBe('<p>Welcome! <a href="https://example.com/start">Start</a></p>');
    expect(mail.text).toContain("Welcome!");
    expect(headerLine(mail, "List-Unsubscribe")).toBeUndefined();
    expect(mail.messageId).toMatch(/@acme\.test>$/);

    // The SDK reads the status back.
    const fetched = await resend.emails.get(data!.id);
    expect(fetched.error).toBeNull();
    expect(fetched.data).toMatchObject({ id: data!.id, status: "SENT" });
  });

  it("adds List-Unsubscribe when the one recipient is a contact of the team", async () => {
    const { team, resend } = await resendClient();
    const contact = await contactFor(team.id);
    const { data } = await resend.emails.send({
      from: "news@acme.test",
      to: contact.email,
      subject: "News",
      text: "Plain text only",
    });
    await runJob(data!.id);
    const mail = await peer.mailTo(contact.email);
    expect(headerLine(mail, "List-Unsubscribe-Post")).toBe("List-Unsubscribe=One-Click");
    expect(headerLine(mail, "List-Unsubscribe")).toMatch(/^<http:\/\/localhost:3000\/api\/v1\/u\/[\w.-]+>, <mailto:/);
    expect(mail.html).toBe(false);
    expect(mail.text?.trim()).toBe("Plain text only");
  });

  it("schedules with scheduled_at", async () => {
    const { resend } = await resendClient();
    const scheduledAt = new Date(Date.now() + 3_600_000).toISOString();
    const { data } = await resend.emails.send({
      from: "news@acme.test",
      to: uniqueEmail("later"),
      subject: "Later",
      html: "<p>later</p>",
      scheduledAt,
    });
    expect(await db.email.findUniqueOrThrow({ where: { id: data!.id } })).toMatchObject({
      status: "SCHEDULED",
      sendAt: new Date(scheduledAt),
    });
  });
});

describe("POST /emails errors in Resend's shape", () => {
  const base = { from: "news@acme.test", to: "someone@example.com", subject: "Hi", html: "<p>Hi</p>" };

  it.each([
    [
      "a missing from",
      { ...base, from: undefined },
      { statusCode: 422, name: "missing_required_field", message: "Missing `from` field." },
    ],
    [
      "a missing to",
      { ...base, to: undefined },
      { statusCode: 422, name: "missing_required_field", message: "Missing `to` field." },
    ],
    [
      "no html or text",
      { ...base, html: undefined },
      { statusCode: 422, name: "missing_required_field", message: "Missing `html` field." },
    ],
    [
      "an invalid to",
      { ...base, to: ["ok@example.com", "not-an-address"] },
      { statusCode: 422, name: "validation_error", message: "Invalid request: `to` must be a valid email address." },
    ],
    [
      "an invalid from",
      { ...base, from: "Acme <nope>" },
      { statusCode: 422, name: "validation_error", message: "Invalid request: `from` must be a valid email address." },
    ],
    [
      "CR/LF in the subject",
      { ...base, subject: "Hi\r\nBcc: victim@example.com" },
      {
        statusCode: 422,
        name: "validation_error",
        message: "Invalid request: `subject` must not contain line breaks.",
      },
    ],
    [
      "CR/LF in a header value",
      { ...base, headers: { "X-Ref": "a\r\nBcc: victim@example.com" } },
      {
        statusCode: 422,
        name: "validation_error",
        message: "Invalid request: `headers` X-Ref: must not contain line breaks.",
      },
    ],
    [
      "a past scheduled_at",
      { ...base, scheduledAt: "2020-01-01T00:00:00Z" },
      {
        statusCode: 422,
        name: "validation_error",
        message:
          "scheduled_at is in the past: pick a moment in the future, or leave it out to send now (`scheduled_at` must be in the future)",
      },
    ],
  ])("%s", async (_label, payload, expected) => {
    const { resend } = await resendClient();
    const { data, error } = await resend.emails.send(payload as Parameters<typeof resend.emails.send>[0]);
    expect(data).toBeNull();
    expect(error).toEqual(expected);
  });

  it("no SMTP configuration: 422 validation_error naming it", async () => {
    const { resend } = await resendClient({ smtp: false });
    const { error } = await resend.emails.send(base);
    expect(error).toMatchObject({
      statusCode: 422,
      name: "validation_error",
      message: expect.stringContaining("no default SMTP configuration"),
    });
  });

  it("credentials: missing, invalid, and a key without emails:send", async () => {
    const missing = await fetch(`${server.baseUrl}/emails`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify(base),
    });
    expect(missing.status).toBe(401);
    expect(await missing.json()).toEqual({
      statusCode: 401,
      name: "missing_api_key",
      message: "Missing API key in the authorization header.",
    });

    const invalid = await new Resend("sw_not_a_real_key", { baseUrl: server.baseUrl }).emails.send(base);
    expect(invalid.error).toEqual({ statusCode: 403, name: "invalid_api_key", message: "API key is invalid" });

    const { resend } = await resendClient({ permissions: ["emails:read"] as never });
    const restricted = await resend.emails.send(base);
    expect(restricted.error).toEqual({
      statusCode: 401,
      name: "restricted_api_key",
      message: "This API key is not allowed to send emails (it lacks the emails:send permission).",
    });
  });

  it("malformed JSON is a 400 validation_error; an attachment without content or path is invalid_attachment", async () => {
    const { key, resend } = await resendClient();
    const malformed = await fetch(`${server.baseUrl}/emails`, {
      method: "POST",
      headers: { "content-type": "application/json", authorization: `Bearer ${key}` },
      body: "{",
    });
    expect(malformed.status).toBe(400);
    expect(await malformed.json()).toEqual({
      statusCode: 400,
      name: "validation_error",
      message: "Malformed JSON in request body",
    });
    const withAttachment = await resend.emails.send({ ...base, attachments: [{ filename: "a.txt" }] });
    expect(withAttachment.error).toEqual({
      statusCode: 422,
      name: "invalid_attachment",
      message: "Invalid request: `attachments.0.content` give either content (base64) or path (URL).",
    });
  });
});
