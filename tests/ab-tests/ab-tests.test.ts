import { describe, expect, it } from "vitest";
import { GET as reportRoute } from "@/app/api/v1/campaigns/[id]/ab/route";
import { POST as winnerRoute } from "@/app/api/v1/campaigns/[id]/ab/winner/route";
import { db } from "@/lib/db";
import { runCampaign } from "@/lib/services/campaigns/run-campaign";
import { errorEnvelope } from "../auth/auth-client";
import { campaigns } from "../campaigns/campaign-client";
import { draftCampaign, useCampaignPeer } from "../campaigns/fixtures";
import { apiRequest, callRoute, settle } from "../helpers/http";

// A/B tests (docs/contract.md section 16) through the routes and the fan-out, against a real SMTP peer:
// the even split, the winner by human rate after the wait (a fake clock: the wait's end is moved
// into the past), ties, the manual pick, and exactly-once across the test and the winner's send.

const sink = useCampaignPeer();

const answer = settle;
const report = (token: string, id: string) =>
  answer(callRoute(reportRoute, apiRequest(`/campaigns/${id}/ab`, { token }), { id }));
const pick = (token: string, id: string, json: unknown) =>
  answer(callRoute(winnerRoute, apiRequest(`/campaigns/${id}/ab/winner`, { method: "POST", token, json }), { id }));
const invalid = (details: Record<string, string>) =>
  errorEnvelope("validation_error", "VALIDATION_ERROR", "Invalid body", details);

const AB = {
  variants: [{ subject: "Spring sale starts" }, { subject: "Last chance, {{ firstName }}" }],
  testPercent: 20,
  metric: "open",
  waitHours: 4,
};

async function abCampaign(active: number, abTest: unknown = AB) {
  const { team, token, audience, created } = await draftCampaign(
    sink.port,
    { active },
    { subject: "Default subject", name: "A/B", abTest },
  );
  expect(created.status).toBe(201);
  return { team, token, audience, campaign: created.body as { id: string } };
}

const subjectsOf = (addresses: string[]) =>
  addresses.map((address) => sink.peer.mailsTo(address).map((mail) => mail.subject));
const testGroup = (campaignId: string) =>
  db.$queryRaw<
    { contactId: string; variant: number }[]
  >`SELECT "contactId", "variant" FROM "AbAssignment" WHERE "campaignId" = ${campaignId}`;

/** Human (or proxy) opens on the test emails of the given variant's first `count` contacts. */
async function openVariant(campaignId: string, variant: number, count: number, automated = false) {
  const group = (await testGroup(campaignId)).filter((row) => row.variant === variant).slice(0, count);
  const emails = await db.email.findMany({
    where: { campaignId, contactId: { in: group.map((row) => row.contactId) } },
  });
  for (const email of emails)
    await db.emailTracking.create({
      data: {
        teamId: email.teamId,
        emailId: email.id,
        campaignId,
        contactId: email.contactId,
        event: "open",
        isAutomated: automated,
      },
    });
}

describe("A/B campaign", () => {
  it("splits the test group evenly, waits, sends the winner by human open rate to the rest, each contact once", async () => {
    const { token, audience, campaign } = await abCampaign(100);
    expect((await campaigns.get(token, campaign.id)).body).toMatchObject({ abTest: AB, abPhase: null, abWinner: null });
    expect((await campaigns.send(token, campaign.id)).status).toBe(202);
    expect(await runCampaign({ campaignId: campaign.id })).toBe("WAITING");

    const group = await testGroup(campaign.id);
    expect(group).toHaveLength(20);
    expect(group.filter((row) => row.variant === 0)).toHaveLength(10);
    const byContact = new Map(group.map((row) => [row.contactId, row.variant]));
    const contacts = await db.contact.findMany({
      where: { listId: (await db.campaign.findFirstOrThrow({ where: { id: campaign.id } })).listId! },
    });
    const variantOf = new Map(contacts.map((contact) => [contact.email, byContact.get(contact.id)]));
    // Only the test group got mail, each its variant's subject (rendered with the template language).
    for (const address of audience.active) {
      const variant = variantOf.get(address);
      const contact = contacts.find((row) => row.email === address)!;
      expect(subjectsOf([address])[0]).toEqual(
        variant === undefined ? [] : [variant === 0 ? "Spring sale starts" : `Last chance, ${contact.firstName}`],
      );
    }
    const waiting = (await campaigns.get(token, campaign.id)).body;
    expect(waiting).toMatchObject({ status: "SENDING", abPhase: "WAITING", abWinner: null });
    expect(new Date(waiting.abTestEndsAt).getTime() - Date.now()).toBeGreaterThan(4 * 3_600_000 - 60_000);
    // Still waiting: a job run before the end sends nobody.
    expect(await runCampaign({ campaignId: campaign.id })).toBe("WAITING");

    // Variant 0: 2 human opens and 8 proxy opens; variant 1: 4 human opens. Variant 1 wins.
    await openVariant(campaign.id, 0, 2);
    await openVariant(campaign.id, 0, 10, true);
    await openVariant(campaign.id, 1, 4);
    const before = await report(token, campaign.id);
    expect(before.body).toMatchObject({
      metric: "open",
      phase: "WAITING",
      winner: null,
      variants: [
        {
          variant: 0,
          subject: "Spring sale starts",
          sent: 10,
          delivered: 10,
          uniqueOpens: 2,
          openRate: 0.2,
          clickRate: 0,
        },
        { variant: 1, subject: "Last chance, {{ firstName }}", sent: 10, delivered: 10, uniqueOpens: 4, openRate: 0.4 },
      ],
      rest: { sent: 0 },
      significance: { variants: [1, 0], significant: false },
    });
    // Pooled two-proportion z-test: 0.4 vs 0.2 over 10 each -> z = 0.9759, p = 0.329.
    expect(before.body.significance.z).toBeCloseTo(0.9759, 3);
    expect(before.body.significance.pValue).toBeCloseTo(0.329, 2);

    // The wait ends (the clock moved on).
    await db.campaign.update({ where: { id: campaign.id }, data: { abTestEndsAt: new Date(Date.now() - 1000) } });
    expect(await runCampaign({ campaignId: campaign.id })).toBe("SENT");
    for (const address of audience.active) {
      const subjects = subjectsOf([address])[0];
      expect(subjects).toHaveLength(1);
      if (variantOf.get(address) === undefined) expect(subjects[0]).toMatch(/^Last chance, /);
    }
    expect(await db.email.count({ where: { campaignId: campaign.id } })).toBe(100);
    const after = await report(token, campaign.id);
    expect(after.body).toMatchObject({ phase: "WINNER", winner: 1, rest: { sent: 80 } });
    expect((await campaigns.get(token, campaign.id)).body).toMatchObject({
      status: "SENT",
      counts: { total: 100, sent: 100 },
    });
    // A job run again sends nobody twice.
    await runCampaign({ campaignId: campaign.id });
    expect(await db.email.count({ where: { campaignId: campaign.id } })).toBe(100);
  }, 120_000);

  it("a tie goes to the first variant; the click metric counts human clicks only", async () => {
    const { token, campaign } = await abCampaign(30, {
      ...AB,
      metric: "click",
      testPercent: 50,
      variants: [{ fromName: "Ada at Acme" }, { fromName: "Acme" }, { subject: "Third" }],
    });
    expect((await campaigns.send(token, campaign.id)).status).toBe(202);
    expect(await runCampaign({ campaignId: campaign.id })).toBe("WAITING");
    const group = await testGroup(campaign.id);
    expect([0, 1, 2].map((variant) => group.filter((row) => row.variant === variant).length)).toEqual([5, 5, 5]);
    await db.campaign.update({ where: { id: campaign.id }, data: { abTestEndsAt: new Date(Date.now() - 1000) } });
    expect(await runCampaign({ campaignId: campaign.id })).toBe("SENT");
    expect((await report(token, campaign.id)).body).toMatchObject({
      winner: 0,
      significance: { variants: [0, 1], z: 0, pValue: 1, significant: false },
      rest: { sent: 15 },
    });
    const rest = await db.email.findMany({
      where: { campaignId: campaign.id, contactId: { notIn: group.map((row) => row.contactId) } },
    });
    expect(rest.every((email) => email.from.startsWith('"Ada at Acme"') || email.from.startsWith("Ada at Acme"))).toBe(
      true,
    );
  }, 120_000);

  it("picks a winner by hand during the wait; refuses before the send, twice, or an unknown variant", async () => {
    const { token, campaign } = await abCampaign(40);
    expect(await pick(token, campaign.id, { variant: 1 })).toEqual({
      status: 409,
      body: errorEnvelope("conflict", "INVALID_STATE", "The A/B test has not started: send the campaign first"),
    });
    expect((await campaigns.send(token, campaign.id)).status).toBe(202);
    expect(await runCampaign({ campaignId: campaign.id })).toBe("WAITING");
    expect(await pick(token, campaign.id, { variant: 2 })).toEqual({
      status: 400,
      body: invalid({ variant: "must be a variant index from 0 to 1" }),
    });
    expect(await pick(token, campaign.id, { variant: "b" })).toEqual({
      status: 400,
      body: invalid({ variant: "must be a variant index (0 = the first)" }),
    });
    const picked = await pick(token, campaign.id, { variant: 1 });
    expect(picked).toMatchObject({ status: 200, body: { phase: "WINNER", winner: 1 } });
    expect(await pick(token, campaign.id, { variant: 0 })).toEqual({
      status: 409,
      body: errorEnvelope("conflict", "INVALID_STATE", "The winner was already picked"),
    });
    expect(await runCampaign({ campaignId: campaign.id })).toBe("SENT");
    expect(await db.email.count({ where: { campaignId: campaign.id } })).toBe(40);
    expect((await report(token, campaign.id)).body.rest).toEqual({ sent: 32 });
  }, 120_000);

  it("refuses bad A/B settings with exact messages", async () => {
    const { token, campaign } = await abCampaign(3);
    const create = (abTest: unknown, extra: Record<string, unknown> = {}) =>
      campaigns.create(token, { name: "Bad", abTest, ...extra });
    expect(await create({ ...AB, variants: [{ subject: "Only one" }] })).toEqual({
      status: 400,
      body: invalid({ "abTest.variants": "must hold 2 to 4 variants" }),
    });
    expect(await create({ ...AB, testPercent: 60, metric: "reply", waitHours: 0 })).toEqual({
      status: 400,
      body: invalid({
        "abTest.testPercent": "must be a whole number from 5 to 50",
        "abTest.metric": "must be open or click",
        "abTest.waitHours": "must be a whole number of hours from 1 to 720",
      }),
    });
    expect(await create({ ...AB, variants: [{}, { subject: "B", colour: "red" }] })).toEqual({
      status: 400,
      body: invalid({
        "abTest.variants.0": "give at least one of subject, templateId, fromName",
        "abTest.variants.1": expect.any(String),
      }),
    });
    expect(await create(AB, { schedule: "RECURRING", recurringSchedule: "DAILY" })).toEqual({
      status: 400,
      body: invalid({ abTest: "works with ONE_TIME campaigns only" }),
    });
    expect(await create({ ...AB, variants: [{ templateId: "no-such-template" }, { subject: "B" }] })).toEqual({
      status: 404,
      body: errorEnvelope("not_found", "RESOURCE_NOT_FOUND", "Template not found"),
    });
    const plain = await campaigns.create(token, { name: "Plain" });
    expect(await report(token, plain.body.id)).toEqual({
      status: 409,
      body: errorEnvelope("conflict", "INVALID_STATE", "The campaign has no A/B test"),
    });
    expect((await campaigns.update(token, campaign.id, { abTest: null })).body).toMatchObject({ abTest: null });
  });
});
