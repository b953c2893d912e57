import { describe, expect, it } from "vitest";
import { db } from "@/lib/db";
import { errorEnvelope, unprocessable as unprocessableEnvelope } from "../auth/auth-client";
import { createTestTeam } from "../helpers/teams";
import { uniqueEmail } from "../helpers/unique";
import { emails } from "./email-client";
import { contactFor, smtpConfigFor, templateFor } from "./fixtures";
import { useSendEmailPeer } from "./send-email-setup";

// POST /email refused: every bad input with its exact status and error body (the deliveries are in
// send-email.test.ts).

const sendPeer = useSendEmailPeer(20);
const { teamWithSmtp } = sendPeer;

describe("POST /email, refused", () => {
  const invalid = (details: Record<string, string>) =>
    errorEnvelope("validation_error", "VALIDATION_ERROR", "Invalid body", details);
  const unprocessable = (message: string | RegExp, details?: Record<string, string>) => ({
    ...unprocessableEnvelope("", details),
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
    const own = await smtpConfigFor(team.id, { port: sendPeer.peer.port });
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
