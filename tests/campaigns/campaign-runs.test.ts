import { afterEach, describe, expect, it, vi } from "vitest";
import { errorEnvelope } from "../auth/auth-client";
import { sendCampaignJob } from "@/jobs/send-campaign";
import { sendEmailJob } from "@/jobs/send-email";
import { db } from "@/lib/db";
import { startScriptedPeer } from "../emails/scripted-smtp-peer";
import { createTestTeam } from "../helpers/teams";
import { uniqueEmail } from "../helpers/unique";
import { campaigns } from "./campaign-client";
import { CAMPAIGN_HTML, listWithContacts, runsWebhook, smtpConfigFor, templateFor, usePeerAndJobs } from "./fixtures";

// Runs: each occurrence of a recurring campaign is a run of its own (its Email rows carry the run
// number), the figures are the current run's and count what send-email retries finish later, and
// every run publishes campaign.started / campaign.completed. A 4xx from the recipient's side defers
// its domain (docs/contract.md section 20), its first wait 0.5 s here.
vi.hoisted(() => {
  process.env.DESTINATION_DEFERRAL_SECONDS = "0.5";
});

const peer = usePeerAndJobs(startScriptedPeer);
const logger = { info() {}, warn() {}, error() {} };
const runJob = (campaignId: string, runAt?: string) =>
  sendCampaignJob.handler({ campaignId, runAt }, { jobId: "test", attempt: 0, logger });
const arrivals = (address: string) => peer().arrivalsTo(address).length;

/** Runs a scheduled occurrence's job as the worker does: a moment after its time. */
async function runOccurrence(campaignId: string, runAt: string) {
  vi.useFakeTimers({ toFake: ["Date"] });
  vi.setSystemTime(new Date(runAt).getTime() + 2_000);
  try {
    await runJob(campaignId, runAt);
  } finally {
    vi.useRealTimers();
  }
}

afterEach(() => {
  vi.useRealTimers();
});

async function setUp({ active, ...fields }: { active: number } & Record<string, unknown>) {
  const { team, token } = await createTestTeam();
  const audience = await listWithContacts(team.id, { active });
  const template = await templateFor(team.id, { subject: "Digest for {{ firstName }}", html: CAMPAIGN_HTML });
  const smtp = await smtpConfigFor(team.id, { port: peer().port, maxSendRate: 1000 });
  // A webhook subscribed to the campaign events: each published event becomes a Delivery row.
  const webhook = await runsWebhook(team.id);
  const created = await campaigns.create(token, {
    name: "Digest",
    listId: audience.list.id,
    templateId: template.id,
    smtpConfigId: smtp.id,
    ...fields,
  });
  expect(created.status).toBe(201);
  // Webhooks promise no order: a run's started and completed deliveries may be written within the
  // same moment, so they are listed by run, started before completed.
  const rank = (event: string) => (event === "campaign.started" ? 0 : 1);
  const events = async () =>
    (await db.delivery.findMany({ where: { webhookId: webhook.id }, orderBy: { createdAt: "asc" } }))
      .map((delivery) => ({ event: delivery.event, data: (delivery.payload as { data: { run?: number } }).data }))
      .sort((a, b) => (a.data.run ?? 0) - (b.data.run ?? 0) || rank(a.event) - rank(b.event));
  return { team, token, audience, campaign: created.body, events };
}

describe("recurring campaign runs", () => {
  it("each occurrence, run a moment after its time, sends to the then-current list once: a contact added between runs gets the second run only", async () => {
    const first = new Date(Date.now() + 60 * 60_000);
    first.setUTCSeconds(0, 0);
    const { team, token, audience, campaign, events } = await setUp({
      active: 3,
      schedule: "RECURRING",
      recurringSchedule: "DAILY",
      scheduledFor: first.toISOString(),
      timezone: "Europe/Paris",
    });
    expect((await campaigns.schedule(token, campaign.id, {})).body).toMatchObject({
      status: "SCHEDULED",
      nextRunAt: first.toISOString(),
      runCount: 0,
    });

    await runOccurrence(campaign.id, first.toISOString());
    for (const address of audience.active) expect(arrivals(address)).toBe(1);
    const afterFirst = (await campaigns.get(token, campaign.id)).body;
    expect(afterFirst).toMatchObject({
      status: "SCHEDULED",
      runCount: 1,
      processed: 3,
      lastRunAt: first.toISOString(),
      counts: { total: 3, sent: 3, processed: 3 },
    });
    const second = afterFirst.nextRunAt as string;
    expect(new Date(second).getTime() - first.getTime()).toBe(24 * 60 * 60_000);

    const late = await db.contact.create({
      data: { teamId: team.id, listId: audience.list.id, email: uniqueEmail("between-runs"), status: "ACTIVE" },
    });
    await runOccurrence(campaign.id, second);
    // The same occurrence delivered twice (a redelivered job): it is no longer the next run.
    await runOccurrence(campaign.id, second);
    for (const address of audience.active) expect(arrivals(address)).toBe(2);
    expect(arrivals(late.email)).toBe(1);
    expect((await campaigns.get(token, campaign.id)).body).toMatchObject({
      status: "SCHEDULED",
      runCount: 2,
      processed: 4,
      lastRunAt: second,
      counts: { total: 4, sent: 4, processed: 4, failed: 0 },
    });

    const rows = await db.email.groupBy({
      by: ["campaignRun"],
      where: { campaignId: campaign.id },
      _count: { _all: true },
      orderBy: { campaignRun: "asc" },
    });
    expect(rows.map((row) => [row.campaignRun, row._count._all])).toEqual([
      [1, 3],
      [2, 4],
    ]);
    const lateRows = await db.email.findMany({
      where: { campaignId: campaign.id, contactId: late.id },
      select: { campaignRun: true },
    });
    expect(lateRows).toEqual([{ campaignRun: 2 }]);
    // The emails of one run, through the API.
    const [firstRun, secondRun] = [
      await campaigns.emails(token, campaign.id, "?run=1"),
      await campaigns.emails(token, campaign.id, "?run=2"),
    ];
    expect([firstRun.body.pagination.total, secondRun.body.pagination.total]).toEqual([3, 4]);
    expect(secondRun.body.data.map((email: { contactId: string }) => email.contactId)).toContain(late.id);
    expect(firstRun.body.data.map((email: { contactId: string }) => email.contactId)).not.toContain(late.id);
    expect((await campaigns.emails(token, campaign.id, "?run=3")).body.pagination.total).toBe(0);
    const invalidRun = (message: string) => ({
      status: 400,
      body: errorEnvelope("validation_error", "VALIDATION_ERROR", "Invalid query", { run: message }),
    });
    expect(await campaigns.emails(token, campaign.id, "?run=0")).toEqual(invalidRun("must be at least 1"));
    expect(await campaigns.emails(token, campaign.id, "?run=x")).toEqual(invalidRun("must be an integer"));

    const base = { campaignId: campaign.id, name: "Digest" };
    expect(await events()).toEqual([
      { event: "campaign.started", data: { ...base, run: 1, total: 3, processed: 0, sent: 0, failed: 0 } },
      { event: "campaign.completed", data: { ...base, run: 1, total: 3, processed: 3, sent: 3, failed: 0 } },
      { event: "campaign.started", data: { ...base, run: 2, total: 4, processed: 0, sent: 0, failed: 0 } },
      { event: "campaign.completed", data: { ...base, run: 2, total: 4, processed: 4, sent: 4, failed: 0 } },
    ]);
  });
});

describe("a one-time run's figures", () => {
  it("counts a message that waits for its deferred domain and is sent after the run ended: processed reaches the total", async () => {
    const { token, audience, campaign, events } = await setUp({ active: 5 });
    // The last contact by id (never the first, probing message): its server says "try later" once.
    const contacts = await db.contact.findMany({
      where: { listId: (await db.campaign.findUniqueOrThrow({ where: { id: campaign.id } })).listId! },
      orderBy: { id: "asc" },
    });
    const greylisted = contacts.at(-1)!.email;
    peer().refuse(greylisted, 451, "4.7.1 Greylisted, try again later", { times: 1 });

    expect((await campaigns.send(token, campaign.id)).body).toMatchObject({ status: "SENDING", runCount: 1 });
    await runJob(campaign.id);
    const ended = (await campaigns.get(token, campaign.id)).body;
    // The waiting row is SCHEDULED for the end of its destination's deferral: still queued.
    expect(ended).toMatchObject({
      status: "SENT",
      processed: 4,
      counts: { total: 5, sent: 4, failed: 0, queued: 1, processed: 4 },
    });
    expect(await events()).toEqual([
      expect.objectContaining({
        event: "campaign.started",
        data: expect.objectContaining({ run: 1, total: 5, processed: 0 }),
      }),
      expect.objectContaining({
        event: "campaign.completed",
        data: expect.objectContaining({ run: 1, total: 5, processed: 4, sent: 4, failed: 0 }),
      }),
    ]);

    const waiting = await db.email.findFirstOrThrow({ where: { campaignId: campaign.id, status: "SCHEDULED" } });
    expect(waiting).toMatchObject({
      campaignRun: 1,
      to: expect.stringContaining(greylisted),
      waitingFor: "example.com",
      error: "Waiting for example.com: deferred after a temporary refusal",
    });
    expect(arrivals(greylisted)).toBe(0);
    // Its own job, once the deferral has ended.
    await new Promise((resolve) => setTimeout(resolve, waiting.sendAt!.getTime() - Date.now() + 50));
    await sendEmailJob.handler({ emailId: waiting.id }, { jobId: "deferred", attempt: 0, logger });
    for (const address of audience.active) expect(arrivals(address)).toBe(1);
    expect((await campaigns.get(token, campaign.id)).body).toMatchObject({
      status: "SENT",
      processed: 5,
      counts: { total: 5, sent: 5, queued: 0, processed: 5 },
    });
  });
});
