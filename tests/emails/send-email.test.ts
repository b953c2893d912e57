import { describe, expect, it } from "vitest";
import { db } from "@/lib/db";
import { readClickToken, readOpenToken } from "@/lib/tracking/tokens/tracking-tokens";
import { POST as unsubscribePost } from "@/app/api/v1/u/[token]/route";
import { isSuppressed } from "@/lib/services/suppressions/is-suppressed";
import { readUnsubscribeTarget, readUnsubscribeToken } from "@/lib/mail/unsubscribe-token";
import { apiRequest, callRoute } from "../helpers/http";
import { errorEnvelope, unprocessable } from "../auth/auth-client";
import { createTestApiKey } from "../helpers/teams";
import { uniqueEmail } from "../helpers/unique";
import { emails } from "./email-client";
import { headerLine } from "./mail-headers";
import { contactFor, templateFor } from "./fixtures";
import { runSendEmailJob as runJob } from "./send-job-harness";
import { hrefs, TEMPLATE_HTML, useSendEmailPeer } from "./send-email-setup";

// POST /email through its route handler and the send job, delivered to a scripted SMTP peer (the refusals
// are in send-email-refused.test.ts).

// Six tests here: the refusals (send-email-refused.test.ts) see more than twenty answers.
const sendPeer = useSendEmailPeer(5);
const { teamWithSmtp } = sendPeer;

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
    const mail = await sendPeer.peer.mailTo(contact.email);
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
    const mail = await sendPeer.peer.mailTo(to);
    expect(mail.subject).toBe("Plain friend");
    expect(mail.to).toMatchObject({ value: [{ address: to, name: "Grace Hopper" }] });
    expect(mail.cc).toMatchObject({ value: [{ address: cc }] });
    expect(mail.replyTo?.value).toEqual([{ name: "Support", address: "support@acme.test" }]);
    expect(mail.from?.value).toEqual([{ name: "Marketing", address: "marketing@acme.test" }]);
    expect(sendPeer.peer.arrivalsTo(bcc)).toHaveLength(1);
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
    const mail = await sendPeer.peer.mailTo(to);
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
      unprocessable("The recipient unsubscribed, bounced or complained: marketing mail is not sent to this address", {
        to: "is suppressed (unsubscribed, bounced or complained)",
      }),
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
    const html = String((await sendPeer.peer.mailTo(to)).html);
    expect(hrefs(html)).toEqual(["https://example.com/b"]);
    expect(html).toContain("/api/v1/t/o/");
  });

  it("test: true sends to `to` only and is marked as a test", async () => {
    const { token } = await teamWithSmtp();
    const [to, cc] = [uniqueEmail("test"), uniqueEmail("test-cc")];
    const sent = await emails.send(token, { to, cc, subject: "Test", html: "<p>T</p>", test: true });
    await runJob(sent.body.id);
    await sendPeer.peer.mailTo(to);
    expect(sendPeer.peer.arrivalsTo(cc)).toHaveLength(0);
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
