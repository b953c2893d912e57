import { describe, expect, it } from "vitest";
import { sendCampaignJob } from "@/jobs/send-campaign";
import { sendEmailJob } from "@/jobs/send-email";
import { db } from "@/lib/db";
import { JOB_TABLE } from "@/tests/helpers/job-table";
import { campaigns } from "../campaigns/campaign-client";
import { draftCampaign, usePeerAndJobs } from "../campaigns/fixtures";
import { startFlakyPeer } from "./flaky-smtp-peer";

// A campaign whose SMTP peer stops taking mail (a 421, a dropped connection) backs off and goes
// on, never FAILED, each recipient sent once (docs/contract.md section 25). The jobs are run by
// calling their handlers, as the worker would when their time comes.

const peer = usePeerAndJobs(startFlakyPeer);

const logger = { info() {}, warn() {}, error() {} };

async function campaignFor(active: number, batchSize?: number) {
  const { token, audience, created } = await draftCampaign(peer().port, { active }, { name: "Flaky peer", batchSize });
  expect((await campaigns.send(token, created.body.id)).status).toBe(202);
  return { token, audience, campaignId: created.body.id as string };
}

/** The run's next job as the run queued it: its backoff round and how long after now it is due. */
async function queuedRun(campaignId: string) {
  const jobs = await db.$queryRawUnsafe<{ backoff: string | null; wait: number }[]>(
    `SELECT data->>'backoff' AS backoff, EXTRACT(EPOCH FROM start_after - now())::float8 AS wait FROM ${JOB_TABLE}
     WHERE name = 'send-campaign' AND data->>'campaignId' = $1 AND state = 'created' ORDER BY created_on DESC LIMIT 1`,
    campaignId,
  );
  expect(jobs).toHaveLength(1);
  return { backoff: Number(jobs[0].backoff), wait: jobs[0].wait };
}

const runJob = (campaignId: string, backoff?: number) =>
  sendCampaignJob.handler({ campaignId, backoff }, { jobId: "test", attempt: 0, logger });

/** The send-email jobs of the messages the peer turned away, run once each. */
async function retryQueued(campaignId: string) {
  const queued = await db.email.findMany({ where: { campaignId, status: "QUEUED" }, select: { id: true } });
  for (const { id } of queued) await sendEmailJob.handler({ emailId: id }, { jobId: "test", attempt: 1, logger });
  return queued.length;
}

async function expectAllSentOnce(token: string, campaignId: string, addresses: string[]) {
  expect(addresses.map((address) => peer().count(address))).toEqual(addresses.map(() => 1));
  expect((await campaigns.get(token, campaignId)).body).toMatchObject({
    status: "SENT",
    counts: { total: addresses.length, sent: addresses.length, failed: 0, processed: addresses.length },
  });
}

describe("campaign against an SMTP peer that stops taking mail", () => {
  it("a 421 to the first message, then a dropped connection: backs off 30 s then 60 s, never FAILED, all sent once", async () => {
    const { token, audience, campaignId } = await campaignFor(5);
    peer().failNext("421", 1);
    await runJob(campaignId);
    expect((await campaigns.get(token, campaignId)).body.status).toBe("SENDING");
    const [turnedAway] = await db.email.findMany({ where: { campaignId }, select: { status: true, error: true } });
    expect(turnedAway).toEqual({ status: "QUEUED", error: expect.stringMatching(/^421 .*Service shutting down/) });
    const first = await queuedRun(campaignId);
    expect(first.backoff).toBe(1);
    expect(first.wait).toBeGreaterThan(25);
    expect(first.wait).toBeLessThanOrEqual(30);

    peer().failNext("drop", 1);
    await runJob(campaignId, first.backoff);
    expect((await campaigns.get(token, campaignId)).body.status).toBe("SENDING");
    const second = await queuedRun(campaignId);
    expect(second.backoff).toBe(2);
    expect(second.wait).toBeGreaterThan(55);
    expect(second.wait).toBeLessThanOrEqual(60);

    await runJob(campaignId, second.backoff);
    expect(await retryQueued(campaignId)).toBe(2);
    expect(peer().refused()).toBe(2);
    await expectAllSentOnce(token, campaignId, audience.active);
  });

  it("a peer shutting down mid-run: the run stops after the chunk it turned away whole, then sends the rest once", async () => {
    const refusedBefore = peer().refused();
    const acceptedBefore = peer().accepted();
    const { token, audience, campaignId } = await campaignFor(20, 2);
    peer().failNext("421", Number.POSITIVE_INFINITY, 3);
    await runJob(campaignId);
    expect(peer().accepted() - acceptedBefore).toBe(3);
    expect((await campaigns.get(token, campaignId)).body).toMatchObject({ status: "SENDING", counts: { sent: 3 } });
    const next = await queuedRun(campaignId);
    expect(next.backoff).toBe(1);

    peer().reopen();
    await runJob(campaignId, next.backoff);
    const retried = await retryQueued(campaignId);
    expect(retried).toBe(peer().refused() - refusedBefore);
    expect(peer().accepted() - acceptedBefore).toBe(20);
    await expectAllSentOnce(token, campaignId, audience.active);
  });

  it("a connection cut in the middle of DATA: that message, never acknowledged, is sent again, once", async () => {
    const refusedBefore = peer().refused();
    const { token, audience, campaignId } = await campaignFor(3);
    peer().failNext("cut-data", 1);
    await runJob(campaignId);
    expect(peer().refused() - refusedBefore).toBe(1);
    expect((await campaigns.get(token, campaignId)).body.status).toBe("SENDING");
    await runJob(campaignId, (await queuedRun(campaignId)).backoff);
    expect(await retryQueued(campaignId)).toBe(1);
    await expectAllSentOnce(token, campaignId, audience.active);
  });
});
