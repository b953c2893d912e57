import { describe, expect, it } from "vitest";
import { sendCampaignJob } from "@/jobs/send-campaign";
import { db } from "@/lib/db";
import { runCampaign } from "@/lib/services/campaigns/run-campaign";
import { errorEnvelope, unprocessable } from "../auth/auth-client";
import { campaigns } from "../campaigns/campaign-client";
import { CAMPAIGN_HTML, smtpConfigFor, templateFor } from "../campaigns/fixtures";
import {
  killCampaignChildMidSend,
  quietLogger as logger,
  sendRequeuedEmails,
  useCountingPeerAndJobs,
} from "../campaigns/kill-campaign-child";
import { createTestTeam } from "../helpers/teams";
import { seedContact, segments } from "./segment-client";

// A campaign whose audience is a segment: the fan-out walks the segment's ACTIVE contacts, reaches
// an address held in several lists once, and stays exactly-once when its worker is killed.

const usePeer = useCountingPeerAndJobs();
const runJob = (campaignId: string) => sendCampaignJob.handler({ campaignId }, { jobId: "test", attempt: 0, logger });

const VIP = { field: "tag", op: "has", value: "vip" };

async function setup(rules: unknown[] = [VIP], maxSendRate = 1000) {
  const { team, token } = await createTestTeam();
  const template = await templateFor(team.id, { subject: "For {{ firstName }}", html: CAMPAIGN_HTML });
  const smtp = await smtpConfigFor(team.id, { port: usePeer().port, maxSendRate });
  const segment = (await segments.create(token, { name: "VIPs", rules })).body;
  return { team, token, template, smtp, segment };
}

describe("a campaign to a segment", () => {
  it("sends each matching ACTIVE address once, across lists and batches", async () => {
    const { team, token, template, smtp, segment } = await setup();
    const news = await db.mailingList.create({ data: { teamId: team.id, name: "News" } });
    const deals = await db.mailingList.create({ data: { teamId: team.id, name: "Deals" } });
    const tag = `${Date.now()}`;
    const vips = Array.from({ length: 7 }, (_, index) => `vip${index}-${tag}@example.com`);
    for (const email of vips) await seedContact(team.id, news.id, { email, tags: ["vip"] });
    // The same person in the second list, tagged there too; and people the segment leaves out.
    await seedContact(team.id, deals.id, { email: vips[3], tags: ["vip"] });
    await seedContact(team.id, deals.id, { email: `plain-${tag}@example.com` });
    await seedContact(team.id, deals.id, { email: `gone-${tag}@example.com`, tags: ["vip"], status: "UNSUBSCRIBED" });

    const created = await campaigns.create(token, {
      name: "VIP offer",
      segmentId: segment.id,
      templateId: template.id,
      smtpConfigId: smtp.id,
      batchSize: 3,
    });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({
      listId: null,
      segmentId: segment.id,
      segment: { id: segment.id, name: "VIPs" },
      counts: { total: 7 },
    });
    expect((await campaigns.send(token, created.body.id)).status).toBe(202);
    await runJob(created.body.id);
    expect(vips.map((address) => usePeer().count(address))).toEqual([1, 1, 1, 1, 1, 1, 1]);
    expect(usePeer().count(`plain-${tag}@example.com`) + usePeer().count(`gone-${tag}@example.com`)).toBe(0);
    expect((await campaigns.get(token, created.body.id)).body).toMatchObject({
      status: "SENT",
      total: 7,
      counts: { total: 7, sent: 7, processed: 7 },
    });
    // Running the job again sends nobody twice.
    await runJob(created.body.id);
    expect(vips.map((address) => usePeer().count(address))).toEqual([1, 1, 1, 1, 1, 1, 1]);
    expect(await db.email.count({ where: { campaignId: created.body.id } })).toBe(7);
  }, 180_000);

  it("takes listId or segmentId, not both; switching one clears the other; a foreign or deleted segment is refused", async () => {
    const { team, token, template, smtp, segment } = await setup();
    const list = await db.mailingList.create({ data: { teamId: team.id, name: "News" } });
    expect(await campaigns.create(token, { name: "Both", listId: list.id, segmentId: segment.id })).toEqual({
      status: 400,
      body: errorEnvelope("validation_error", "VALIDATION_ERROR", "Invalid body", {
        segmentId: "give listId or segmentId, not both",
      }),
    });
    const stranger = await setup();
    expect(await campaigns.create(token, { name: "Theirs", segmentId: stranger.segment.id })).toEqual({
      status: 404,
      body: errorEnvelope("not_found", "RESOURCE_NOT_FOUND", "Segment not found"),
    });
    const draft = (
      await campaigns.create(token, { name: "Draft", listId: list.id, templateId: template.id, smtpConfigId: smtp.id })
    ).body;
    expect((await campaigns.update(token, draft.id, { segmentId: segment.id })).body).toMatchObject({
      listId: null,
      segmentId: segment.id,
    });
    // Nobody matches yet: 422 names the segment.
    expect(await campaigns.send(token, draft.id)).toEqual({
      status: 422,
      body: unprocessable("The segment has no active contacts to send to", {
        segmentId: "has no active contacts",
      }),
    });
    expect((await campaigns.update(token, draft.id, { listId: list.id })).body).toMatchObject({
      listId: list.id,
      segmentId: null,
    });
    expect((await campaigns.update(token, draft.id, { segmentId: segment.id })).status).toBe(200);
    expect((await segments.remove(token, segment.id)).status).toBe(200);
    expect(await campaigns.send(token, draft.id)).toEqual({
      status: 422,
      body: unprocessable("The campaign is not ready to send", {
        segmentId: "was deleted: choose a list or another segment",
      }),
    });
  }, 180_000);
});

// The kill test of tests/campaigns/campaign-crash.test.ts over a segment audience: needs a database
// two processes share (PostgreSQL via TEST_DATABASE_URL).
describe.runIf(Boolean(process.env.TEST_DATABASE_URL))("a segment campaign's worker killed mid-send", () => {
  it("restarts with no duplicates and no one missed but the rows mid-exchange", async () => {
    const TOTAL = 300;
    const { team, token, template, smtp, segment } = await setup([VIP], 100);
    const list = await db.mailingList.create({ data: { teamId: team.id, name: "Big" } });
    const tag = `${Date.now()}`;
    const addresses = Array.from({ length: TOTAL }, (_, index) => `k${index}-${tag}@example.com`);
    await db.contact.createMany({ data: addresses.map((email) => ({ teamId: team.id, listId: list.id, email })) });
    const rows = await db.contact.findMany({ where: { listId: list.id }, select: { id: true } });
    await db.tag.createMany({ data: rows.map(({ id }) => ({ teamId: team.id, contactId: id, name: "vip" })) });
    await seedContact(team.id, list.id, { email: `outsider-${tag}@example.com` });
    const campaign = (
      await campaigns.create(token, {
        name: "Kill",
        segmentId: segment.id,
        templateId: template.id,
        smtpConfigId: smtp.id,
      })
    ).body;
    expect((await campaigns.send(token, campaign.id)).status).toBe(202);

    const arrived = () => addresses.filter((address) => usePeer().count(address) > 0).length;
    await killCampaignChildMidSend({ campaignId: campaign.id, arrived, killAt: 100 });
    expect(arrived()).toBeLessThan(TOTAL);

    // The restart runs the fan-out itself (the job would first wait out the dead worker's run lease).
    expect(await runCampaign({ campaignId: campaign.id })).toBe("SENT");
    await sendRequeuedEmails(campaign.id);

    expect(addresses.filter((address) => usePeer().count(address) > 1)).toEqual([]);
    const interrupted = await db.email.findMany({
      where: { campaignId: campaign.id, status: "FAILED", error: { contains: "Interrupted" } },
      select: { to: true },
    });
    const interruptedTo = new Set(interrupted.map((row) => row.to.match(/<(.+)>/)?.[1] ?? row.to));
    expect(addresses.filter((address) => usePeer().count(address) === 0 && !interruptedTo.has(address))).toEqual([]);
    expect(usePeer().count(`outsider-${tag}@example.com`)).toBe(0);
    expect(await db.email.count({ where: { campaignId: campaign.id } })).toBe(TOTAL);
    expect((await campaigns.get(token, campaign.id)).body).toMatchObject({
      status: "SENT",
      counts: { total: TOTAL, processed: TOTAL },
    });
  }, 180_000);
});
