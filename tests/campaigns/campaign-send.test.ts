import { describe, expect, it } from "vitest";
import { sendCampaignJob } from "@/jobs/send-campaign";
import { sendEmailJob } from "@/jobs/send-email";
import { db } from "@/lib/db";
import { readUnsubscribeToken } from "@/lib/mail/unsubscribe-token";
import { headerLine } from "../emails/mail-headers";
import { createTestTeam } from "../helpers/teams";
import { uniqueEmail } from "../helpers/unique";
import { campaigns } from "./campaign-client";
import { CAMPAIGN_HTML, listWithContacts, smtpConfigFor, templateFor, useCampaignPeer } from "./fixtures";
import { JOB_TABLE } from "@/tests/helpers/job-table";

// The fan-out through the route handlers and the send-campaign job's handler, run directly as the
// worker would, against a real SMTP peer.

const sink = useCampaignPeer();
const arrivalsTo = (address: string) => sink.peer.mailsTo(address);
const logger = { info() {}, warn() {}, error() {} };
const runJob = (campaignId: string, runAt?: string) =>
  sendCampaignJob.handler({ campaignId, runAt }, { jobId: "test", attempt: 0, logger });

async function campaignFor({
  active,
  unsubscribed = 0,
  maxSendRate = 1000,
  port,
  ...fields
}: {
  active: number;
  unsubscribed?: number;
  maxSendRate?: number;
  port?: number;
  batchSize?: number;
  batchDelay?: number;
}) {
  const { team, token } = await createTestTeam();
  const audience = await listWithContacts(team.id, { active, unsubscribed });
  const template = await templateFor(team.id, { subject: "News for {{ firstName }}", html: CAMPAIGN_HTML });
  const smtp = await smtpConfigFor(team.id, { port: port ?? sink.port, maxSendRate });
  const created = await campaigns.create(token, {
    name: "Fan-out",
    listId: audience.list.id,
    templateId: template.id,
    smtpConfigId: smtp.id,
    ...fields,
  });
  expect(created.status).toBe(201);
  return { team, token, audience, campaign: created.body };
}

/** Each address's arrivals: every one of `addresses` exactly once. */
function expectEachOnce(addresses: string[]) {
  const counts = addresses.map((address) => arrivalsTo(address).length);
  expect(counts.filter((count) => count !== 1)).toEqual([]);
}

describe("campaign fan-out", () => {
  it("leaves a suppressed address out of processed (docs/contract.md section 12) and counts it as cancelled", async () => {
    const { team, token, audience, campaign } = await campaignFor({ active: 4, unsubscribed: 0 });
    // Still ACTIVE in this list, but suppressed team-wide (say it bounced from another list).
    await db.suppression.create({ data: { teamId: team.id, email: audience.active[0], reason: "BOUNCED" } });
    expect((await campaigns.send(token, campaign.id)).status).toBe(202);
    await runJob(campaign.id);
    expect(arrivalsTo(audience.active[0])).toHaveLength(0);
    expectEachOnce(audience.active.slice(1));
    expect((await campaigns.get(token, campaign.id)).body).toMatchObject({
      status: "SENT",
      processed: 3,
      counts: { total: 4, sent: 3, failed: 0, cancelled: 1, processed: 3 },
    });
  });

  it("sends 120 contacts minus 2 unsubscribed: 118 messages, each once, processed 118, SENT; later contacts wait", async () => {
    const { team, token, audience, campaign } = await campaignFor({ active: 118, unsubscribed: 2 });
    const sent = await campaigns.send(token, campaign.id);
    expect(sent.status).toBe(202);
    expect(sent.body).toMatchObject({ status: "SENDING", counts: { total: 118 } });
    // Added after the send started: not part of this run.
    const late = await db.contact.create({
      data: { teamId: team.id, listId: audience.list.id, email: uniqueEmail("late"), status: "ACTIVE" },
    });

    await runJob(campaign.id);
    expectEachOnce(audience.active);
    for (const address of [...audience.unsubscribed, late.email]) expect(arrivalsTo(address)).toHaveLength(0);
    const done = await campaigns.get(token, campaign.id);
    expect(done.body).toMatchObject({
      status: "SENT",
      processed: 118,
      counts: { total: 118, sent: 118, failed: 0, processed: 118 },
    });
    expect(done.body.completedAt).toEqual(expect.any(String));

    const mail = await sink.peer.mailTo(audience.active[0]);
    expect(headerLine(mail, "List-Unsubscribe")).toMatch(/^<http.*\/u\/.*>, <mailto:.*>$/);
    expect(headerLine(mail, "List-Unsubscribe-Post")).toBe("List-Unsubscribe=One-Click");
    // The token is signed once per message: the header's URL, its mailto and the body's link carry
    // the same one, and it names this contact.
    const [, url, unsubscribeToken, addressToken, mailtoToken] =
      /^<(http\S*\/u\/([\w.-]+))>, <mailto:unsubscribe\+([\w.-]+)@[^?]+\?subject=unsubscribe%20([\w.-]+)>$/.exec(
        headerLine(mail, "List-Unsubscribe")!,
      )!;
    expect(addressToken).toBe(unsubscribeToken);
    expect(mailtoToken).toBe(unsubscribeToken);
    expect(String(mail.html)).toContain(`href="${url}"`);
    const contact = await db.contact.findFirstOrThrow({ where: { teamId: team.id, email: audience.active[0] } });
    expect(readUnsubscribeToken(unsubscribeToken)).toBe(contact.id);

    const rows = await campaigns.emails(token, campaign.id, "?limit=100&status=SENT");
    expect(rows.body.pagination.total).toBe(118);
    expect(rows.body.data[0]).toMatchObject({ campaignId: campaign.id, status: "SENT", marketing: true });

    // A second run (a redelivered job) sends nobody again.
    await db.campaign.update({ where: { id: campaign.id }, data: { status: "SENDING" } });
    await runJob(campaign.id);
    expectEachOnce(audience.active);
    expect(await campaigns.cancel(token, campaign.id)).toMatchObject({ status: 409, body: { code: "INVALID_STATE" } });
  });

  it("batchSize 50 with batchDelay 1 s takes at least 2 s for 120 contacts", async () => {
    const { token, audience, campaign } = await campaignFor({ active: 120, batchSize: 50, batchDelay: 1_000_000_000 });
    await campaigns.send(token, campaign.id);
    const started = Date.now();
    await runJob(campaign.id);
    expect(Date.now() - started).toBeGreaterThanOrEqual(2000);
    expectEachOnce(audience.active);
    expect((await campaigns.get(token, campaign.id)).body).toMatchObject({ status: "SENT", processed: 120 });
  });

  it("a long batchDelay is not slept in the job: the next batch is a new job queued for after the pause", async () => {
    const { token, audience, campaign } = await campaignFor({
      active: 30,
      batchSize: 20,
      batchDelay: 3_600_000_000_000,
    });
    await campaigns.send(token, campaign.id);
    const started = Date.now();
    await runJob(campaign.id);
    expect(Date.now() - started).toBeLessThan(10_000);
    expect(audience.active.filter((address) => arrivalsTo(address).length === 1)).toHaveLength(20);
    expect((await campaigns.get(token, campaign.id)).body).toMatchObject({ status: "SENDING", processed: 20 });
    const [job] = await db.$queryRawUnsafe<{ start_after: Date }[]>(
      `SELECT start_after FROM ${JOB_TABLE} WHERE name = 'send-campaign' AND data->>'campaignId' = $1 AND start_after > now() + interval '50 minutes'`,
      campaign.id,
    );
    expect(job).toBeDefined();
    await runJob(campaign.id);
    expectEachOnce(audience.active);
    expect((await campaigns.get(token, campaign.id)).body).toMatchObject({ status: "SENT", processed: 30 });
  });

  it("pauses mid-send within a second and resumes where it stopped, each recipient once", async () => {
    const { token, audience, campaign } = await campaignFor({ active: 200, maxSendRate: 40 });
    await campaigns.send(token, campaign.id);
    const run = runJob(campaign.id);
    await new Promise((resolve) => setTimeout(resolve, 1200));
    expect((await campaigns.pause(token, campaign.id)).body.status).toBe("PAUSED");
    const pausedAt = Date.now();
    await run;
    expect(Date.now() - pausedAt).toBeLessThan(3000);
    const halfway = audience.active.filter((address) => arrivalsTo(address).length > 0).length;
    expect(halfway).toBeGreaterThan(0);
    expect(halfway).toBeLessThan(200);
    const paused = (await campaigns.get(token, campaign.id)).body;
    expect(paused).toMatchObject({ status: "PAUSED", processed: halfway });

    const resumed = await campaigns.resume(token, campaign.id);
    expect(resumed).toMatchObject({ status: 202, body: { status: "SENDING" } });
    await runJob(campaign.id);
    expectEachOnce(audience.active);
    expect((await campaigns.get(token, campaign.id)).body).toMatchObject({ status: "SENT", processed: 200 });
  });

  it("cancel stops a running send", async () => {
    const { token, audience, campaign } = await campaignFor({ active: 100, maxSendRate: 20 });
    await campaigns.send(token, campaign.id);
    const run = runJob(campaign.id);
    await new Promise((resolve) => setTimeout(resolve, 600));
    expect((await campaigns.cancel(token, campaign.id)).body.status).toBe("CANCELLED");
    await run;
    const arrived = audience.active.filter((address) => arrivalsTo(address).length > 0).length;
    // What was already paced out (at most two chunks of one second each) still leaves; no more.
    expect(arrived).toBeLessThanOrEqual(41);
    expect((await campaigns.get(token, campaign.id)).body.status).toBe("CANCELLED");
  });

  it("fails the campaign with the reason when its SMTP server cannot be reached before anyone is sent", async () => {
    const { token, campaign } = await campaignFor({ active: 5, port: 1 });
    await campaigns.send(token, campaign.id);
    await runJob(campaign.id);
    const failed = (await campaigns.get(token, campaign.id)).body;
    expect(failed).toMatchObject({ status: "FAILED", failureReason: expect.stringMatching(/ECONNREFUSED|connect/i) });
    expect(failed.counts).toMatchObject({ failed: 1, sent: 0 });
    // Kept in its own column (the campaign's free-form data is the user's).
    expect(
      await db.campaign.findUnique({ where: { id: campaign.id }, select: { failureReason: true, data: true } }),
    ).toEqual({ failureReason: failed.failureReason, data: null });
  });

  it("sends a test email to the given address through the single-email path", async () => {
    const { token, campaign, audience } = await campaignFor({ active: 2 });
    const to = uniqueEmail("tester");
    const answer = await campaigns.test(token, campaign.id, { to });
    expect(answer).toEqual({ status: 200, body: { id: expect.any(String), status: "QUEUED" } });
    await sendEmailJob.handler({ emailId: answer.body.id }, { jobId: "t", attempt: 0, logger });
    const mail = await sink.peer.mailTo(to);
    expect(mail.subject).toMatch(/^News for F/);
    expect(await db.email.findUnique({ where: { id: answer.body.id } })).toMatchObject({ test: true, status: "SENT" });
    for (const address of audience.active) expect(arrivalsTo(address)).toHaveLength(0);
    expect(await campaigns.test(token, campaign.id, { to: "nope" })).toMatchObject({
      status: 400,
      body: { details: { to: "must be an email address" } },
    });
  });
});
