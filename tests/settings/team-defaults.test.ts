import { describe, expect, it } from "vitest";
import { startSystemSmtpPeer } from "../helpers/system-smtp-peer";

// Settings that change behaviour (issue 24): the invite template when inviting, the welcome
// template when a contact confirms, the team time zone when a campaign is scheduled. Invite mail
// goes to a real SMTP peer, so SYSTEM_SMTP_URL is set before the app's modules load.
const smtp = await startSystemSmtpPeer();

const { GET: getSettings, PATCH: patchSettings } = await import("@/app/api/v1/settings/route");
const invitesRoute = await import("@/app/api/v1/invites/route");
const { POST: resendRoute } = await import("@/app/api/v1/invites/[id]/resend/route");
const { GET: confirmRoute } = await import("@/app/api/v1/public/confirm/[token]/route");
const campaignsRoute = await import("@/app/api/v1/campaigns/route");
const { GET: nextRunsRoute } = await import("@/app/api/v1/campaigns/[id]/next-runs/route");
const { createConfirmationToken } = await import("@/lib/services/signup/confirmation-token");
const { db } = await import("@/lib/db");
const { createTestTeam } = await import("../helpers/teams");
const { apiRequest, callRoute } = await import("../helpers/http");
const { call, errorEnvelope, uniqueEmail, unprocessable } = await import("../teams/team-client");
const { smtpConfigFor, templateFor } = await import("../emails/fixtures");

const patch = (token: string, json: unknown) => call(patchSettings, "/settings", { method: "PATCH", json, token });
const invite = (token: string, email: string) =>
  call(invitesRoute.POST, "/invites", { method: "POST", json: { email, name: "Grace Hopper", role: "MEMBER" }, token });

describe("PATCH /settings: invite and welcome templates, language", () => {
  it("sets and clears both templates and the language", async () => {
    const { team, token } = await createTestTeam();
    const inviteTemplate = await templateFor(team.id, { subject: "Join us", html: "<p>{{ inviteUrl }}</p>" });
    const welcome = await templateFor(team.id, { subject: "Welcome", html: "<p>Hi</p>" });
    const set = await patch(token, {
      inviteTemplateId: inviteTemplate.id,
      welcomeTemplateId: welcome.id,
      locale: "de",
    });
    expect(set.status).toBe(200);
    expect(set.body).toMatchObject({
      inviteTemplateId: inviteTemplate.id,
      welcomeTemplateId: welcome.id,
      locale: "de",
    });
    expect((await call(getSettings, "/settings", { token })).body).toMatchObject({
      inviteTemplateId: inviteTemplate.id,
      welcomeTemplateId: welcome.id,
      locale: "de",
    });
    const cleared = await patch(token, { inviteTemplateId: null, welcomeTemplateId: null });
    expect(cleared.status).toBe(200);
    expect(cleared.body).toMatchObject({ inviteTemplateId: null, welcomeTemplateId: null, locale: "de" });
  });

  it("refuses another team's template, an unknown id and an unknown language with exact errors", async () => {
    const { token } = await createTestTeam();
    const other = await createTestTeam("Other team");
    const theirs = await templateFor(other.team.id, { subject: "Theirs", html: "<p>x</p>" });
    const foreign = await patch(token, { inviteTemplateId: theirs.id, welcomeTemplateId: "no-such-template" });
    expect(foreign).toEqual({
      status: 422,
      body: unprocessable("Choose one of your team's templates", {
        inviteTemplateId: "is not a template of your team",
        welcomeTemplateId: "is not a template of your team",
      }),
    });
    const badLocale = await patch(token, { locale: "xx", inviteTemplateId: "" });
    expect(badLocale).toEqual({
      status: 400,
      body: errorEnvelope("validation_error", "VALIDATION_ERROR", "Invalid body", {
        locale: "must be one of en, de, fr, es",
        inviteTemplateId: "must be a template id or null",
      }),
    });
  });
});

describe("the invite template is used when inviting", () => {
  it("writes the invite with the team's template and its variables, on create and on resend", async () => {
    const { team, user, token } = await createTestTeam("Northwind");
    await db.user.update({ where: { id: user.id }, data: { firstName: "Ada", lastName: "Lovelace" } });
    const template = await templateFor(team.id, {
      subject: "{{ inviterName }} wants you at {{ team.name }}",
      html: '<p>Hello {{ name }}, join as {{ role }}: <a href="{{ inviteUrl }}">accept</a> (code {{ inviteCode }})</p>',
    });
    expect((await patch(token, { inviteTemplateId: template.id })).status).toBe(200);
    const email = uniqueEmail("grace");
    const created = await invite(token, email);
    expect(created.status).toBe(201);
    const link = `http://localhost:3000/invite?code=${created.body.code}`;
    const mail = await smtp.mailTo(email);
    expect(mail.subject).toBe("Ada Lovelace wants you at Northwind");
    expect(mail.html).toContain(
      `Hello Grace Hopper, join as member: <a href="${link}">accept</a> (code ${created.body.code})`,
    );

    const resent = await call(resendRoute, `/invites/${created.body.id}/resend`, {
      method: "POST",
      token,
      params: { id: created.body.id },
    });
    expect(resent.status).toBe(200);
    await expect.poll(() => smtp.mailsTo(email).length).toBe(2);
    expect(smtp.mailsTo(email)[1].subject).toBe("Ada Lovelace wants you at Northwind");
  });

  it("appends the link when the template lacks it, and falls back to the built-in invite without a template", async () => {
    const { team, token } = await createTestTeam("Southwind");
    const template = await templateFor(team.id, {
      subject: "Come aboard",
      html: "<html><body><p>We saved you a seat.</p></body></html>",
    });
    await patch(token, { inviteTemplateId: template.id });
    const email = uniqueEmail("linkless");
    const created = await invite(token, email);
    const mail = await smtp.mailTo(email);
    expect(mail.subject).toBe("Come aboard");
    expect(mail.text).toContain(`Accept the invite: http://localhost:3000/invite?code=${created.body.code}`);

    await patch(token, { inviteTemplateId: null });
    const plain = uniqueEmail("plain");
    await invite(token, plain);
    expect((await smtp.mailTo(plain)).subject).toMatch(/invited you to Southwind on Sendwell$/);
  });
});

describe("the invite template's published version is sent", () => {
  it("sends what was published, not an edit saved after it (docs/contract.md section 23)", async () => {
    const { token } = await createTestTeam("Eastwind");
    const { createTemplate, templates, templateVersions } = await import("../templates/template-client");
    const template = await createTemplate(token, {
      subject: "Published invite",
      html: '<p><a href="{{ inviteUrl }}">Join {{ team.name }}</a></p>',
    });
    expect((await templateVersions.publish(token, template.id)).status).toBe(200);
    const draft = await templates.patch(token, template.id, { subject: "Half-finished draft" });
    expect(draft.status).toBe(200);
    await patch(token, { inviteTemplateId: template.id });
    const email = uniqueEmail("published");
    const created = await invite(token, email);
    const mail = await smtp.mailTo(email);
    expect(mail.subject).toBe("Published invite");
    expect(mail.html).toContain(`<a href="http://localhost:3000/invite?code=${created.body.code}">Join Eastwind</a>`);
  });
});

describe("the welcome template is used when a contact confirms", () => {
  async function pendingContact(teamId: string) {
    const list = await db.mailingList.create({ data: { teamId, name: "Engine Notes", doubleOptIn: true } });
    return db.contact.create({
      data: { teamId, listId: list.id, email: uniqueEmail("jane"), firstName: "Jane", status: "PENDING" },
    });
  }
  const confirm = (contactId: string) => {
    const token = createConfirmationToken({ contactId });
    return callRoute(confirmRoute, apiRequest(`/public/confirm/${token}`), { token });
  };

  it("queues the welcome email to the contact, personalised, once", async () => {
    const { team, token } = await createTestTeam();
    await smtpConfigFor(team.id, { port: 2525 });
    const welcome = await templateFor(team.id, {
      subject: "Welcome to {{ list.name }}, {{ firstName }}",
      html: "<p>Glad you're here, {{ firstName }}.</p>",
    });
    await patch(token, { welcomeTemplateId: welcome.id });
    const contact = await pendingContact(team.id);

    expect((await confirm(contact.id)).status).toBe(200);
    const emails = await db.email.findMany({ where: { teamId: team.id, contactId: contact.id } });
    expect(emails).toHaveLength(1);
    expect(emails[0]).toMatchObject({
      templateId: welcome.id,
      subject: "Welcome to Engine Notes, Jane",
      to: contact.email,
    });
    expect(emails[0].body).toContain("Glad you're here, Jane.");

    expect((await confirm(contact.id)).status).toBe(200);
    expect(await db.email.count({ where: { teamId: team.id, contactId: contact.id } })).toBe(1);
  });

  it("sends nothing without a welcome template", async () => {
    const { team } = await createTestTeam();
    await smtpConfigFor(team.id, { port: 2525 });
    const contact = await pendingContact(team.id);
    expect((await confirm(contact.id)).status).toBe(200);
    expect(await db.contact.findUniqueOrThrow({ where: { id: contact.id } })).toMatchObject({ status: "ACTIVE" });
    expect(await db.email.count({ where: { teamId: team.id } })).toBe(0);
  });
});

describe("the team time zone is applied to schedules", () => {
  it("a campaign created without a time zone runs in the team's", async () => {
    const { token } = await createTestTeam();
    expect((await patch(token, { timezone: "America/New_York" })).status).toBe(200);
    const created = await call(campaignsRoute.POST, "/campaigns", {
      method: "POST",
      token,
      json: {
        name: "Morning digest",
        schedule: "RECURRING",
        recurringSchedule: "DAILY",
        scheduledFor: "2030-03-09T14:00:00.000Z",
      },
    });
    expect(created.status).toBe(201);
    expect(created.body.timezone).toBe("America/New_York");
    const runs = await call(nextRunsRoute, `/campaigns/${created.body.id}/next-runs?count=3`, {
      token,
      params: { id: created.body.id },
    });
    expect(runs.status).toBe(200);
    // 09:00 in New York every day: 14:00 UTC before daylight saving time starts (10 March 2030), 13:00 UTC after.
    expect(runs.body).toEqual({
      timezone: "America/New_York",
      runs: ["2030-03-09T14:00:00.000Z", "2030-03-10T13:00:00.000Z", "2030-03-11T13:00:00.000Z"],
    });

    const explicit = await call(campaignsRoute.POST, "/campaigns", {
      method: "POST",
      token,
      json: { name: "Tokyo", timezone: "Asia/Tokyo" },
    });
    expect(explicit.body.timezone).toBe("Asia/Tokyo");
  });
});
