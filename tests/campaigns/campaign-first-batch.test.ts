import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { stopWorker } from "@/jobs/drivers/pg-boss";
import { sendCampaignJob } from "@/jobs/send-campaign";
import { db } from "@/lib/db";
import { closeTransports } from "@/lib/mail/transport-pool";
import { createTestTeam } from "../helpers/teams";
import { campaigns } from "./campaign-client";
import { startCountingPeer } from "./counting-smtp-peer";
import {
  CAMPAIGN_HTML,
  draftCampaign,
  listWithContacts,
  runsWebhook,
  smtpConfigFor,
  startJobs,
  templateFor,
} from "./fixtures";

// Issue 41: the first message of a large campaign leaves before its audience is counted or
// materialised. The bound under which a send counts its audience at once is lowered to 500 here
// (production: 50,000, lib/services/campaigns/run-total-bound.ts), and the run's full count is held
// until the test lets it go: the first message must arrive at the SMTP peer meanwhile, while most
// of the audience has no Email row yet.

const count = vi.hoisted(() => {
  let release!: () => void;
  const gate = new Promise<void>((resolve) => (release = resolve));
  return { gate, release, started: 0, finished: 0 };
});
vi.mock("@/lib/services/campaigns/run-total-bound", () => ({ EXACT_TOTAL_UP_TO: 500 }));
vi.mock("@/lib/services/campaigns/audience", async (importOriginal) => {
  const original = await importOriginal<typeof import("@/lib/services/campaigns/audience")>();
  return {
    ...original,
    async countAudience(...args: Parameters<typeof original.countAudience>) {
      count.started += 1;
      await count.gate;
      const total = await original.countAudience(...args);
      count.finished += 1;
      return total;
    },
  };
});

const AUDIENCE = 2_000;
const logger = { info() {}, warn() {}, error() {} };
let peer: Awaited<ReturnType<typeof startCountingPeer>>;
beforeAll(async () => {
  peer = await startCountingPeer();
  await startJobs();
});
afterAll(async () => {
  count.release();
  closeTransports();
  await stopWorker();
  await peer.close();
});

async function until<T>(read: () => Promise<T> | T, done: (value: T) => boolean, timeoutMs = 20_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (done(value)) return value;
    if (Date.now() > deadline) throw new Error(`not reached in ${timeoutMs} ms: ${JSON.stringify(value)}`);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

describe("a campaign's first batch", () => {
  it("is sent before the audience is counted or has its Email rows; the total follows, with campaign.started", async () => {
    const { team, token } = await createTestTeam();
    // A plan without a monthly quota: a quota's room is counted exactly before the send (below).
    const unlimited = await db.product.findFirstOrThrow({ where: { name: "Enterprise", email_limit: null } });
    await db.subscription.create({ data: { team_id: team.id, product_id: unlimited.id, status: "active" } });
    const audience = await listWithContacts(team.id, { active: AUDIENCE });
    const template = await templateFor(team.id, { subject: "News for {{ firstName }}", html: CAMPAIGN_HTML });
    const smtp = await smtpConfigFor(team.id, { port: peer.port, maxSendRate: 1000 });
    const webhook = await runsWebhook(team.id);
    const created = await campaigns.create(token, {
      name: "Big news",
      listId: audience.list.id,
      templateId: template.id,
      smtpConfigId: smtp.id,
      batchSize: 100,
    });
    expect(created.status).toBe(201);
    const id = created.body.id;

    // The send answers at once: the audience is larger than the bound, so its total is not known yet.
    const sent = await campaigns.send(token, id);
    expect(sent).toMatchObject({ status: 202, body: { status: "SENDING", counts: { total: 0, processed: 0 } } });
    expect(count.started).toBe(0);

    const contacts = await db.contact.findMany({ where: { listId: audience.list.id }, orderBy: { id: "asc" } });
    const [first, last] = [contacts[0], contacts[contacts.length - 1]];
    const job = sendCampaignJob.handler({ campaignId: id }, { jobId: "test", attempt: 0, logger });

    // The walk's first contact gets its message while the run's count is still held.
    await until(
      () => peer.count(first.email),
      (arrived) => arrived === 1,
    );
    expect([count.started, count.finished]).toEqual([1, 0]);
    const rows = await db.email.count({ where: { campaignId: id } });
    expect(rows).toBeGreaterThan(0);
    expect(rows).toBeLessThan(AUDIENCE);
    expect(await db.email.count({ where: { campaignId: id, contactId: last.id } })).toBe(0);
    // Meanwhile the campaign's total shows the run's rows so far, never less than what was sent.
    const during = (await campaigns.get(token, id)).body;
    expect(during.counts.total).toBeGreaterThanOrEqual(during.counts.processed);
    expect(during.counts.total).toBeGreaterThan(0);
    expect(await db.delivery.count({ where: { webhookId: webhook.id } })).toBe(0);

    count.release();
    await job;
    expect(count.finished).toBe(1);
    expect((await campaigns.get(token, id)).body).toMatchObject({
      status: "SENT",
      total: AUDIENCE,
      counts: { total: AUDIENCE, sent: AUDIENCE, processed: AUDIENCE },
    });
    expect(peer.count(last.email)).toBe(1);
    const events = await db.delivery.findMany({ where: { webhookId: webhook.id }, orderBy: { createdAt: "asc" } });
    expect(events.map((event) => [event.event, (event.payload as { data: { total: number } }).data.total])).toEqual([
      ["campaign.started", AUDIENCE],
      ["campaign.completed", AUDIENCE],
    ]);
  }, 120_000);

  it("counts an audience in the send request when it is small or the plan has a quota: its exact total in the answer", async () => {
    const { token, created } = await draftCampaign(peer.port, { active: 7 }, { name: "Small news" });
    const sent = await campaigns.send(token, created.body.id);
    expect(sent).toMatchObject({ status: 202, body: { status: "SENDING", total: 7, counts: { total: 7 } } });
    const before = count.started;
    await sendCampaignJob.handler({ campaignId: created.body.id }, { jobId: "test", attempt: 0, logger });
    expect(count.started).toBe(before);
    expect((await campaigns.get(token, created.body.id)).body).toMatchObject({
      status: "SENT",
      counts: { total: 7, sent: 7 },
    });
  });
});
