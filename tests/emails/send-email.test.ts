import { afterAll, describe, expect, it } from "vitest";
import { db } from "@/lib/db";
import { readClickToken, readOpenToken } from "@/lib/tracking/tokens/tracking-tokens";
import { POST as unsubscribePost } from "@/app/api/v1/u/[token]/route";
import { isSuppressed } from "@/lib/services/suppressions/is-suppressed";
import { readUnsubscribeTarget, readUnsubscribeToken } from "@/lib/mail/unsubscribe-token";
import { apiRequest, callRoute } from "../helpers/http";
import { errorEnvelope } from "../auth/auth-client";
import { createTestApiKey, createTestTeam } from "../helpers/teams";
import { uniqueEmail } from "../helpers/unique";
import { emails, seenBodies } from "./email-client";
import { headerLine } from "./mail-headers";
import { contactFor, SMTP_PASSWORD, smtpConfigFor, templateFor } from "./fixtures";
import { runSendEmailJob as runJob, type ScriptedPeer, useScriptedPeerAndBoss } from "./send-job-harness";

let peer: ScriptedPeer;
useScriptedPeerAndBoss((started) => (peer = started));
afterAll(() => {
  // docs/contract.md section 1: the SMTP password is write-only; no answer of these routes shows it.
  expect(seenBodies.length).toBeGreaterThan(20);
  for (const body of seenBodies) expect(body).not.toContain(SMTP_PASSWORD);
});

async function teamWithSmtp() {
  const { team, token, user } = await createTestTeam();
  const smtp = await smtpConfigFor(team.id, { port: peer.port });
  return { team, token, user, smtp };
}

const TEMPLATE_HTML = `<!doctype html><html><head><style>p { color: #333; }</style></head><body>
<p>Hello {{ firstName }} from {{ company }}, your plan is {{ metadata.plan }} and your code {{ code }}.</p>
<a href="https://example.com/offer?x=1&amp;y=2">See the offer</a>
<a href="mailto:help@acme.test">Write to us</a>
<a href="{{ unsubscribeUrl }}">Unsubscribe</a>
</body></html>`;

function hrefs(html: string): string[] {
  return [...html.matchAll(/href="([^"]*)"/g)].map((match) => match[1].replace(/&amp;/g, "&"));
}

describe("POST /email, delivered", () => {
  it("renders the team's template with the contact and data, tracks it, adds the headers, and it arrives", async () => {
    const { team, token } = await teamWithSmtp();
    const contact = await contactFor(team.id, {
      firstName: "Ada",
      company: "Analytical Engines",
      metadata: { plan: "pro" },
    });
    const template = await templateFor(team.id, {
      subject: "Hi {{ firstName }}, code {{ code }}",
      html: TEMPLATE_HTML,
    });

    const sent = await emails.send(token, { to: contact.email, templateId: template.id, data: { code: "XYZ-1" } });
    expect(sent.status).toBe(200);
    expect(sent.body).toEqual({ id: expect.any(String), status: "QUEUED" });
    expect(sent.headers.get("x-ratelimit-limit")).toBe("50");
    const queued = await db.email.findUniqueOrThrow({ where: { id: sent.body.id } });
    expect(queued).toMatchObject({
      status: "QUEUED",
      teamId: team.id,
      contactId: contact.id,
      templateId: template.id,
      marketing: true,
      test: false,
    });

    await runJob(sent.body.id);
    const mail = await peer.mailTo(contact.email);
    expect(mail.subject).toBe("Hi Ada, code XYZ-1");
    expect(mail.from?.value).toEqual([{ name: "Acme News", address: "news@acme.test" }]);
    const html = String(mail.html);
    expect(html).toContain("Hello Ada from Analytical Engines, your plan is pro and your code XYZ-1.");
    expect(html).toMatch(/<p style="color: ?#333;?">/);
    expect(mail.text).toContain("Hello Ada from Analytical Engines");

    // The pixel, signed for this email.
    const pixel = /<img src="http:\/\/localhost:3000\/api\/v1\/t\/o\/([^"]+)"/.exec(html);
    expect(pixel).not.toBeNull();
    expect(readOpenToken(pixel![1])).toEqual({ emailId: sent.body.id });

    // The http link goes through a click URL that verifies back to the original; mailto and the
    // unsubscribe link are left as they are.
    const [offer, mailto, unsubscribe] = hrefs(html);
    expect(offer).toMatch(/^http:\/\/localhost:3000\/api\/v1\/t\/c\/[\w.-]+$/);
    expect(readClickToken(offer.split("/t/c/")[1])).toEqual({
      emailId: sent.body.id,
      url: "https://example.com/offer?x=1&y=2",
    });
    expect(mailto).toBe("mailto:help@acme.test");
    expect(readUnsubscribeToken(unsubscribe.split("/u/")[1])).toBe(contact.id);

    expect(headerLine(mail, "List-Unsubscribe")).toMatch(
      /^<http:\/\/localhost:3000\/api\/v1\/u\/[\w.-]+>, <mailto:unsubscribe\+[\w.-]+@localhost\?subject=unsubscribe%20[\w.-]+>$/,
    );
    expect(headerLine(mail, "List-Unsubscribe-Post")).toBe("List-Unsubscribe=One-Click");
    const row = await db.email.findUniqueOrThrow({ where: { id: sent.body.id } });
    expect(mail.messageId).toBe(row.messageId);
    expect(row.messageId).toMatch(/^<[\w.-]+@acme\.test>$/);
    expect(row).toMatchObject({ status: "SENT", error: null, attempts: 1 });
    expect(row.sentAt).toBeInstanceOf(Date);
  });

  it("sends subject + html with cc, bcc and replyTo; track: false leaves links and adds no pixel", async () => {
    const { token } = await teamWithSmtp();
    const to = uniqueEmail("plain");
    const [cc, bcc] = [uniqueEmail("cc"), uniqueEmail("bcc")];
    const sent = await emails.send(token, {
      to: `Grace Hopper <${to}>`,
      cc,
      bcc,
      replyTo: "Support <support@acme.test>",
      from: "Marketing <marketing@acme.test>",
      subject: "Plain {{ who | default: 'friend' }}",
      html: '<p>Hi</p><a href="https://example.com/a">A</a>',
      track: false,
    });
    expect(sent.status).toBe(200);
    await runJob(sent.body.id);
    const mail = await peer.mailTo(to);
    expect(mail.subject).toBe("Plain friend");
    expect(mail.to).toMatchObject({ value: [{ address: to, name: "Grace Hopper" }] });
    expect(mail.cc).toMatchObject({ value: [{ address: cc }] });
    expect(mail.replyTo?.value).toEqual([{ name: "Support", address: "support@acme.test" }]);
    expect(mail.from?.value).toEqual([{ name: "Marketing", address: "marketing@acme.test" }]);
    expect(peer.arrivalsTo(bcc)).toHaveLength(1);
    expect(String(mail.html)).not.toContain("/t/o/");
    expect(hrefs(String(mail.html))).toEqual(["https://example.com/a"]);
    expect(mail.messageId).toMatch(/@acme\.test>$/);
  });

  it("gives mail to a non-contact List-Unsubscribe that suppresses the address for the team (docs/contract.md section 12)", async () => {
    const { team, token } = await teamWithSmtp();
    const to = uniqueEmail("stranger");
    const sent = await emails.send(token, {
      to,
      subject: "Hello",
      html: '<p>Hi</p><a href="{{ unsubscribeUrl }}">Unsubscribe</a>',
    });
    expect(sent.status).toBe(200);
    await runJob(sent.body.id);
    const mail = await peer.mailTo(to);
    const header = headerLine(mail, "List-Unsubscribe")!;
    expect(header).toMatch(
      /^<http:\/\/localhost:3000\/api\/v1\/u\/[\w.-]+>, <mailto:unsubscribe\+[\w.-]+@localhost\?subject=unsubscribe%20[\w.-]+>$/,
    );
    expect(headerLine(mail, "List-Unsubscribe-Post")).toBe("List-Unsubscribe=One-Click");
    const unsubscribeToken = /\/u\/([\w.-]+)>/.exec(header)![1];
    expect(readUnsubscribeToken(unsubscribeToken)).toBeNull();
    expect(readUnsubscribeTarget(unsubscribeToken)).toEqual({ teamId: team.id, email: to.toLowerCase() });
    // The body's {{ unsubscribeUrl }} is the same address link, left untracked.
    expect(hrefs(String(mail.html))).toContain(header.slice(1, header.indexOf(">")));

    const oneClick = await callRoute(
      unsubscribePost,
      apiRequest(`/u/${unsubscribeToken}`, {
        method: "POST",
        rawBody: "List-Unsubscribe=One-Click",
        headers: { "content-type": "application/x-www-form-urlencoded" },
      }),
      { token: unsubscribeToken },
    );
    expect(oneClick.status).toBe(200);
    expect(await oneClick.json()).toEqual({ status: "unsubscribed" });
    expect(await isSuppressed({ teamId: team.id, email: to })).toBe(true);

    const again = await emails.send(token, { to, subject: "Hello again", html: "<p>Hi</p>" });
    expect(again.status).toBe(422);
    expect(again.body).toEqual(
      errorEnvelope(
        "unprocessable_entity",
        "UNPROCESSABLE",
        "The recipient unsubscribed, bounced or complained: marketing mail is not sent to this address",
        { to: "is suppressed (unsubscribed, bounced or complained)" },
      ),
    );
  });

  it("follows the team's tracking settings: clicks off keeps the links, opens still tracked", async () => {
    const { team, token } = await teamWithSmtp();
    await db.teamSettings.upsert({
      where: { teamId: team.id },
      create: { teamId: team.id, trackClicks: false },
      update: { trackClicks: false },
    });
    const to = uniqueEmail("settings");
    const sent = await emails.send(token, {
      to,
      subject: "S",
      html: '<body><a href="https://example.com/b">B</a></body>',
    });
    await runJob(sent.body.id);
    const html = String((await peer.mailTo(to)).html);
    expect(hrefs(html)).toEqual(["https://example.com/b"]);
    expect(html).toContain("/api/v1/t/o/");
  });

  it("test: true sends to `to` only and is marked as a test", async () => {
    const { token } = await teamWithSmtp();
    const [to, cc] = [uniqueEmail("test"), uniqueEmail("test-cc")];
    const sent = await emails.send(token, { to, cc, subject: "Test", html: "<p>T</p>", test: true });
    await runJob(sent.body.id);
    await peer.mailTo(to);
    expect(peer.arrivalsTo(cc)).toHaveLength(0);
    expect(await db.email.findUniqueOrThrow({ where: { id: sent.body.id } })).toMatchObject({
      test: true,
      cc: null,
      status: "SENT",
    });
  });

  it("accepts an API key with emails:send as a bearer token", async () => {
    const { team } = await teamWithSmtp();
    const key = await createTestApiKey(team.id, ["emails:send"]);
    const sent = await emails.send(key, { to: uniqueEmail("key"), subject: "K", html: "<p>K</p>" });
    expect(sent.status).toBe(200);
    const readOnly = await createTestApiKey(team.id, ["emails:read"]);
    const refused = await emails.send(readOnly, { to: uniqueEmail("key"), subject: "K", html: "<p>K</p>" });
    expect(refused.status).toBe(403);
    expect(refused.body).toEqual(
      errorEnvelope("forbidden", "INSUFFICIENT_PERMISSIONS", "Insufficient permissions for this resource"),
    );
  });
});

describe("POST /email, refused", () => {
  const invalid = (details: Record<string, string>) =>
    errorEnvelope("validation_error", "VALIDATION_ERROR", "Invalid body", details);
  const unprocessable = (message: string | RegExp, details?: Record<string, string>) => ({
    ...errorEnvelope("unprocessable_entity", "UNPROCESSABLE", "", details),
    message: typeof message === "string" ? message : expect.stringMatching(message),
  });
  const content = { subject: "S", html: "<p>x</p>" };

  it.each([
    ["no recipient", { ...content }, { to: "is required" }],
    ["an invalid recipient", { ...content, to: "not-an-address" }, { to: "must be a valid email address" }],
    [
      "two recipients in `to`",
      { ...content, to: "a@example.com, b@example.com" },
      { to: "must be a valid email address" },
    ],
    ["a recipient that is not a string", { ...content, to: 42 }, { to: "must be a string" }],
    [
      "an invalid cc",
      { ...content, to: "a@example.com", cc: "a@example.com, nope" },
      { cc: "must be a valid email address" },
    ],
    [
      "an invalid bcc",
      { ...content, to: "a@example.com", bcc: "@example.com" },
      { bcc: "must be a valid email address" },
    ],
    [
      "neither template nor content",
      { to: "a@example.com" },
      { subject: "is required unless templateId is given", html: "is required unless templateId is given" },
    ],
    [
      "a subject without html",
      { to: "a@example.com", subject: "S" },
      { html: "is required unless templateId is given" },
    ],
    [
      "CR/LF in the subject",
      { ...content, to: "a@example.com", subject: "Hi\r\nBcc: victim@example.com" },
      { subject: "must not contain line breaks" },
    ],
    [
      "LF in the recipient's name",
      { ...content, to: "Ada\nBcc: victim@example.com <a@example.com>" },
      { to: "must not contain line breaks" },
    ],
    [
      "CR/LF in replyTo",
      { ...content, to: "a@example.com", replyTo: "x@example.com\r\nBcc: victim@example.com" },
      { replyTo: "must not contain line breaks" },
    ],
    [
      "CR/LF in the sender's name",
      { ...content, to: "a@example.com", from: "Acme\r\nBcc: v@example.com <news@acme.test>" },
      { from: "must not contain line breaks" },
    ],
    [
      "a scheduleAt that is not ISO-8601",
      { ...content, to: "a@example.com", scheduleAt: "tomorrow" },
      { scheduleAt: "must be an ISO-8601 date and time, e.g. 2026-12-01T09:00:00Z" },
    ],
    ["data that is not an object", { ...content, to: "a@example.com", data: "x" }, { data: "must be a JSON object" }],
  ])("400 for %s", async (_label, body, details) => {
    const { token } = await teamWithSmtp();
    const response = await emails.send(token, body);
    expect(response.status).toBe(400);
    expect(response.body).toEqual(invalid(details));
  });

  it("404 for an unknown template and for another team's template", async () => {
    const { token } = await teamWithSmtp();
    const other = await createTestTeam("Other team");
    const foreign = await templateFor(other.team.id, { subject: "Theirs", html: "<p>theirs</p>" });
    for (const templateId of ["no-such-template", foreign.id]) {
      const response = await emails.send(token, { to: "a@example.com", templateId });
      expect(response.status).toBe(404);
      expect(response.body).toEqual(errorEnvelope("not_found", "RESOURCE_NOT_FOUND", "Template not found"));
    }
    expect(await db.email.count({ where: { templateId: foreign.id } })).toBe(0);
  });

  it("422 listing the variables the template uses without a value", async () => {
    const { team, token } = await teamWithSmtp();
    const contact = await contactFor(team.id, { firstName: "Ada" });
    const template = await templateFor(team.id, {
      subject: "Hi {{ firstName }}",
      html: "<p>{{ company }} {{ code }} {{ city | default: 'your city' }}</p>",
    });
    const response = await emails.send(token, { to: contact.email, templateId: template.id, data: { unused: 1 } });
    expect(response.status).toBe(422);
    expect(response.body).toEqual(
      unprocessable(/^The template uses variables that have no value: code, company\./, {
        "data.code": "is used by the template but has no value",
        "data.company": "is used by the template but has no value",
      }),
    );
    // Given in data, they render.
    const ok = await emails.send(token, {
      to: contact.email,
      templateId: template.id,
      data: { code: "1", company: "Acme" },
    });
    expect(ok.status).toBe(200);
  });

  it("422 for a Liquid syntax error in the given html", async () => {
    const { token } = await teamWithSmtp();
    const response = await emails.send(token, { to: "a@example.com", subject: "S", html: "<p>{% if %}</p>" });
    expect(response.status).toBe(422);
    expect(response.body).toMatchObject({
      error: "unprocessable_entity",
      details: { html: expect.stringMatching(/^line 1, column \d+: /) },
    });
  });

  it.each(["UNSUBSCRIBED", "BOUNCED", "COMPLAINED"] as const)(
    "422 for a %s recipient, and nothing is queued",
    async (status) => {
      const { team, token } = await teamWithSmtp();
      const contact = await contactFor(team.id, { status });
      const response = await emails.send(token, { to: contact.email.toUpperCase(), ...content });
      expect(response.status).toBe(422);
      expect(response.body).toEqual(
        unprocessable("The recipient unsubscribed, bounced or complained: marketing mail is not sent to this address", {
          to: "is suppressed (unsubscribed, bounced or complained)",
        }),
      );
      expect(await db.email.count({ where: { teamId: team.id } })).toBe(0);
    },
  );

  it("422 for an address on the team's suppression list (no contact needed)", async () => {
    const { team, token } = await teamWithSmtp();
    const address = uniqueEmail("suppressed");
    await db.suppression.create({ data: { teamId: team.id, email: address, reason: "UNSUBSCRIBED" } });
    const response = await emails.send(token, { to: address, ...content });
    expect(response.status).toBe(422);
    expect(response.body.details).toEqual({ to: "is suppressed (unsubscribed, bounced or complained)" });
  });

  it("422 without an SMTP configuration, 404 for another team's, 422 for an inactive one", async () => {
    const { team, token } = await createTestTeam();
    const none = await emails.send(token, { to: "a@example.com", ...content });
    expect(none.status).toBe(422);
    expect(none.body).toEqual(
      unprocessable(
        "The team has no default SMTP configuration: create one under Settings → SMTP, or pass smtpConfigId",
        {
          smtpConfigId: "is required: the team has no default SMTP configuration",
        },
      ),
    );
    const other = await teamWithSmtp();
    const foreign = await emails.send(token, { to: "a@example.com", ...content, smtpConfigId: other.smtp.id });
    expect(foreign.status).toBe(404);
    expect(foreign.body).toEqual(errorEnvelope("not_found", "RESOURCE_NOT_FOUND", "SMTP configuration not found"));
    const own = await smtpConfigFor(team.id, { port: peer.port });
    await db.sMTPConfig.update({ where: { id: own.id }, data: { isActive: false } });
    const inactive = await emails.send(token, { to: "a@example.com", ...content });
    expect(inactive.status).toBe(422);
    expect(inactive.body.details).toEqual({ smtpConfigId: "refers to an inactive SMTP configuration" });
  });

  it("422 for a scheduleAt in the past", async () => {
    const { token } = await teamWithSmtp();
    const response = await emails.send(token, { to: "a@example.com", ...content, scheduleAt: "2020-01-01T00:00:00Z" });
    expect(response.status).toBe(422);
    expect(response.body).toEqual(
      unprocessable("scheduleAt is in the past: pick a moment in the future, or leave it out to send now", {
        scheduleAt: "must be in the future",
      }),
    );
  });

  it("401 without a credential", async () => {
    const response = await emails.send("", { to: "a@example.com", ...content });
    expect(response.status).toBe(401);
  });
});
