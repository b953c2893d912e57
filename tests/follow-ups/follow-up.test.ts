import { describe, expect, it } from "vitest";
import { GET as previewRoute, POST as followUpRoute } from "@/app/api/v1/campaigns/[id]/follow-up/route";
import { db } from "@/lib/db";
import { runCampaign } from "@/lib/services/campaigns/run-campaign";
import { errorEnvelope } from "../auth/auth-client";
import { campaigns } from "../campaigns/campaign-client";
import { CAMPAIGN_HTML, draftCampaign, templateFor, useCampaignPeer } from "../campaigns/fixtures";
import { apiRequest, callRoute, settle } from "../helpers/http";
import { createTestTeam } from "../helpers/teams";

// Resend to non-openers (issue 20, part 4) through the routes and the fan-out against a real SMTP
// peer: the audience with scripted human, proxy and scanner events, unsubscribed, suppressed and
// bounced recipients left out, the audience fixed when the follow-up starts, exactly-once on a
// re-run, one live follow-up per campaign (also two requests at once), and every refusal.

const sink = useCampaignPeer();

const answer = settle;
const preview = (token: string, id: string) =>
  answer(callRoute(previewRoute, apiRequest(`/campaigns/${id}/follow-up`, { token }), { id }));
const followUp = (token: string, id: string, json: unknown, headers?: Record<string, string>) =>
  answer(
    callRoute(followUpRoute, apiRequest(`/campaigns/${id}/follow-up`, { method: "POST", token, json, headers }), {
      id,
    }),
  );
const invalid = (details: Record<string, string>) =>
  errorEnvelope("validation_error", "VALIDATION_ERROR", "Invalid body", details);

/** A campaign sent (SENT) to `active` contacts of a new team's list, each through the peer. */
async function sentCampaign(active: number) {
  const { team, token, audience, template, smtp, created } = await draftCampaign(
    sink.port,
    { active, unsubscribed: 1 },
    { subject: "Spring sale", name: "Spring" },
  );
  expect((await campaigns.send(token, created.body.id)).status).toBe(202);
  expect(await runCampaign({ campaignId: created.body.id })).toBe("SENT");
  const emails = await db.email.findMany({ where: { campaignId: created.body.id }, include: { contact: true } });
  const emailOf = (address: string) => emails.find((email) => email.contact!.email === address)!;
  return { team, token, audience, template, smtp, parent: created.body as { id: string; name: string }, emailOf };
}

/** One tracking event on the email; `automated` marks a proxy open or a scanner click. */
async function track(
  email: { id: string; teamId: string; campaignId: string | null; contactId: string | null },
  event: "open" | "click",
  { automated = false, at = new Date() } = {},
) {
  await db.emailTracking.create({
    data: {
      teamId: email.teamId,
      emailId: email.id,
      campaignId: email.campaignId,
      contactId: email.contactId,
      event,
      isAutomated: automated,
      timestamp: at,
    },
  });
}

const subjectsTo = (address: string) => sink.peer.mailsTo(address).map((mail) => mail.subject);

describe("resend to non-openers", () => {
  it("goes to those without a human open, once, leaving out unsubscribed, suppressed and bounced recipients", async () => {
    const { team, token, audience, parent, emailOf } = await sentCampaign(10);
    const [opened, clicked, proxied, scanned, unsubscribed, complained, bounced, ...silent] = audience.active;
    await track(emailOf(opened), "open");
    await track(emailOf(opened), "open", { automated: true });
    await track(emailOf(clicked), "click"); // a human click without a recorded open counts as an open
    await track(emailOf(proxied), "open", { automated: true }); // a mail-privacy proxy: not a human open
    await track(emailOf(scanned), "click", { automated: true }); // a link scanner: not a human click
    await db.contact.updateMany({ where: { teamId: team.id, email: unsubscribed }, data: { status: "UNSUBSCRIBED" } });
    await db.suppression.create({ data: { teamId: team.id, email: complained, reason: "COMPLAINED" } });
    await db.email.update({ where: { id: emailOf(bounced).id }, data: { status: "BOUNCED" } });
    const expected = [proxied, scanned, ...silent].sort();

    expect(await preview(token, parent.id)).toEqual({
      status: 200,
      body: { campaignId: parent.id, recipients: 5, sent: 9, followUps: [] },
    });
    const created = await followUp(token, parent.id, { subject: "Did you miss it, {{ firstName }}?" });
    expect(created).toMatchObject({
      status: 201,
      body: {
        name: "Spring (follow-up)",
        status: "SENDING",
        subject: "Did you miss it, {{ firstName }}?",
        followUpOfId: parent.id,
        followUpOf: { id: parent.id, name: "Spring" },
        listId: null,
        total: 5,
      },
    });
    expect(await runCampaign({ campaignId: created.body.id })).toBe("SENT");

    const reached = audience.active.filter((address) => subjectsTo(address).length === 2).sort();
    expect(reached).toEqual(expected);
    for (const address of expected) expect(subjectsTo(address)[1]).toMatch(/^Did you miss it, F/);
    for (const address of [opened, clicked, unsubscribed, complained, bounced])
      expect(subjectsTo(address)).toHaveLength(1);
    expect(subjectsTo(audience.unsubscribed[0])).toEqual([]);

    // A job run again (a retry, a second worker) sends nobody twice.
    await runCampaign({ campaignId: created.body.id });
    expect(await db.email.count({ where: { campaignId: created.body.id } })).toBe(5);
    expect((await campaigns.get(token, created.body.id)).body).toMatchObject({
      status: "SENT",
      counts: { total: 5, sent: 5 },
    });
    expect((await campaigns.get(token, parent.id)).body.followUps).toEqual([
      { id: created.body.id, name: "Spring (follow-up)", status: "SENT" },
    ]);

    // One follow-up per campaign: a second one answers 409 naming the first.
    expect(await followUp(token, parent.id, { subject: "Again" })).toEqual({
      status: 409,
      body: errorEnvelope("conflict", "CONFLICT", "The campaign already has a follow-up: cancel it to create another", {
        followUpId: created.body.id,
      }),
    });
  }, 120_000);

  it("scheduled after N hours: the audience is fixed when it starts; opens until then leave people out, later ones do not", async () => {
    const { token, audience, parent, emailOf } = await sentCampaign(4);
    const [early, late, ...rest] = audience.active;
    const before = Date.now();
    const created = await followUp(token, parent.id, { subject: "Last call", afterHours: 24, name: "Spring nudge" });
    expect(created).toMatchObject({
      status: 201,
      body: { name: "Spring nudge", status: "SCHEDULED", schedule: "ONE_TIME", counts: { total: 4 } },
    });
    const runAt = new Date(created.body.scheduledFor);
    expect(runAt.getTime() - before).toBeGreaterThanOrEqual(24 * 3_600_000);
    expect(runAt.getTime() - Date.now()).toBeLessThanOrEqual(24 * 3_600_000);

    // A human open before the follow-up starts, and one dated after its start (as if it came in
    // during the send): the first leaves its reader out, the second changes nothing.
    await track(emailOf(early), "open");
    await track(emailOf(late), "open", { at: new Date(Date.now() + 3_600_000) });
    expect(await runCampaign({ campaignId: created.body.id, runAt })).toBe("SENT");
    expect(subjectsTo(early)).toEqual(["Spring sale"]);
    expect(subjectsTo(late)).toEqual(["Spring sale", "Last call"]);
    for (const address of rest) expect(subjectsTo(address)).toEqual(["Spring sale", "Last call"]);
    expect((await campaigns.get(token, created.body.id)).body).toMatchObject({
      status: "SENT",
      counts: { total: 3, sent: 3 },
    });
  }, 120_000);

  it("a new follow-up after a cancelled or failed one never reaches anyone twice; two requests at once create one", async () => {
    const { token, audience, parent } = await sentCampaign(3);
    const scheduled = await followUp(token, parent.id, { subject: "Nudge", afterHours: 2 });
    expect((await campaigns.cancel(token, scheduled.body.id)).status).toBe(200);

    const [first, second] = await Promise.all([
      followUp(token, parent.id, { subject: "Nudge 2" }),
      followUp(token, parent.id, { subject: "Nudge 2" }),
    ]);
    expect([first.status, second.status].sort()).toEqual([201, 409]);
    const winner = first.status === 201 ? first : second;
    expect(first.status === 409 ? first.body : second.body).toEqual(
      errorEnvelope("conflict", "CONFLICT", "The campaign already has a follow-up: cancel it to create another", {
        followUpId: winner.body.id,
      }),
    );
    expect(await runCampaign({ campaignId: winner.body.id })).toBe("SENT");
    for (const address of audience.active) expect(subjectsTo(address)).toEqual(["Spring sale", "Nudge 2"]);

    // Had that one failed after sending, a third would find everyone already followed up.
    await db.campaign.update({ where: { id: winner.body.id }, data: { status: "FAILED" } });
    expect(await preview(token, parent.id)).toMatchObject({ status: 200, body: { recipients: 0, sent: 3 } });
    expect(await followUp(token, parent.id, { subject: "Nudge 3" })).toEqual({
      status: 422,
      body: errorEnvelope(
        "unprocessable_entity",
        "UNPROCESSABLE",
        "Nobody to follow up: every recipient opened the campaign, left the list or was already followed up",
        { campaignId: "has no non-openers to send to" },
      ),
    });
  }, 120_000);

  it("refuses what cannot be followed up with exact answers", async () => {
    const { team, token, template, smtp, parent } = await sentCampaign(2);
    const other = await createTestTeam();
    const draft = await campaigns.create(token, { name: "Draft", templateId: template.id, smtpConfigId: smtp.id });

    // Not SENT: 409 INVALID_STATE, for the preview too.
    expect(await followUp(token, draft.body.id, { subject: "x" })).toEqual({
      status: 409,
      body: errorEnvelope("conflict", "INVALID_STATE", "A DRAFT campaign cannot be followed up"),
    });
    expect(await preview(token, draft.body.id)).toEqual({
      status: 409,
      body: errorEnvelope("conflict", "INVALID_STATE", "A DRAFT campaign cannot be followed up"),
    });
    await db.campaign.update({ where: { id: draft.body.id }, data: { status: "SENDING" } });
    expect(await followUp(token, draft.body.id, { subject: "x" })).toEqual({
      status: 409,
      body: errorEnvelope("conflict", "INVALID_STATE", "A SENDING campaign cannot be followed up"),
    });

    // Another team's campaign or template, or an unknown id: 404.
    const notFound = (message: string) => ({
      status: 404,
      body: errorEnvelope("not_found", "RESOURCE_NOT_FOUND", message),
    });
    expect(await followUp(other.token, parent.id, { subject: "x" })).toEqual(notFound("Campaign not found"));
    expect(await preview(other.token, parent.id)).toEqual(notFound("Campaign not found"));
    expect(await followUp(token, "no-such-campaign", { subject: "x" })).toEqual(notFound("Campaign not found"));
    const foreignTemplate = await templateFor(other.team.id, { subject: "Theirs", html: CAMPAIGN_HTML });
    expect(await followUp(token, parent.id, { subject: "x", templateId: foreignTemplate.id })).toEqual(
      notFound("Template not found"),
    );

    // Bad input: 400 with each field's message.
    expect(await followUp(token, parent.id, {})).toEqual({ status: 400, body: invalid({ subject: "is required" }) });
    expect(await followUp(token, parent.id, { subject: "   ", afterHours: -1 })).toEqual({
      status: 400,
      body: invalid({ subject: "must not be empty", afterHours: "must be a whole number of hours from 0 to 720" }),
    });
    for (const afterHours of [1.5, 721, "24"]) {
      expect(await followUp(token, parent.id, { subject: "x", afterHours })).toEqual({
        status: 400,
        body: invalid({ afterHours: "must be a whole number of hours from 0 to 720" }),
      });
    }
    expect(await followUp(token, parent.id, { subject: 7, templateId: "" })).toEqual({
      status: 400,
      body: invalid({ subject: "must be a string", templateId: "must be a template id" }),
    });
    expect(await followUp(token, parent.id, { subject: "x".repeat(999) })).toEqual({
      status: 400,
      body: invalid({ subject: "must be at most 998 characters" }),
    });
    expect(await followUp(token, parent.id, ["subject"])).toEqual({
      status: 400,
      body: invalid({ body: "must be a JSON object" }),
    });

    // The sender was deleted meanwhile: 422 like a send.
    await db.sMTPConfig.update({ where: { id: smtp.id }, data: { isDeleted: true } });
    expect(await followUp(token, parent.id, { subject: "x" })).toEqual({
      status: 422,
      body: errorEnvelope("unprocessable_entity", "UNPROCESSABLE", "The campaign is not ready to send", {
        smtpConfigId: "is required: choose an active SMTP configuration",
      }),
    });
    expect(await db.campaign.count({ where: { teamId: team.id, followUpOfId: { not: null } } })).toBe(0);
  }, 120_000);
});
