import { afterAll, describe, expect, it } from "vitest";
import { startCountingPeer } from "../campaigns/counting-smtp-peer";
import { apiRequest, callRoute } from "../helpers/http";
import { proxyDatabaseUrl } from "./tcp-proxy";

// PostgreSQL restarting under a campaign (docs/contract.md section 25): the app reaches this file's
// database through a proxy the test takes down (every connection cut, new ones refused) and brings
// back. Meanwhile readiness answers 503; afterwards the run is taken up again (as pg-boss retries
// its job once the run lease lapses) and nobody gets the message twice. PostgreSQL only.

const proxy = await proxyDatabaseUrl();
// A lapsed run lease is taken over within seconds (the default is 30 s).
process.env.CAMPAIGN_LEASE_SECONDS = "2";

const { sendCampaignJob } = await import("@/jobs/send-campaign");
const { sendEmailJob } = await import("@/jobs/send-email");
const { stopWorker } = await import("@/jobs/drivers/pg-boss");
const { GET: ready } = await import("@/app/api/v1/ready/route");
const { db } = await import("@/lib/db");
const { closeTransports } = await import("@/lib/mail/transport-pool");
const { campaigns } = await import("../campaigns/campaign-client");
const { draftCampaign, startJobs } = await import("../campaigns/fixtures");

const { GET: pixel } = await import("@/app/api/v1/t/o/[token]/route");
const { flushTracking, pendingTrackingHits } = await import("@/lib/services/tracking");
const { openToken } = await import("@/lib/tracking/tokens/tracking-tokens");
const { trackedEmailFixture } = await import("../tracking/fixtures");
const { processContactImport } = await import("@/lib/services/imports");
const { bulkCsv, listContacts, postImportUpload, runImportJob, teamWithList } = await import(
  "../imports/import-client"
);

const peer = await startCountingPeer();
afterAll(async () => {
  closeTransports();
  await stopWorker();
  await peer.close();
  await proxy?.close();
});

const logger = { info() {}, warn() {}, error() {} };
const runJob = (campaignId: string) => sendCampaignJob.handler({ campaignId }, { jobId: "test", attempt: 0, logger });
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const readiness = async () => (await callRoute(ready, apiRequest("/ready"))).status;

describe.skipIf(!proxy)("PostgreSQL restarting during a campaign", () => {
  it("readiness is 503 while it is down; the run resumes after it and nobody is sent twice", async () => {
    await startJobs();
    const { token, audience, created } = await draftCampaign(
      peer.port,
      { active: 30 },
      { maxSendRate: 20, name: "Through a restart" },
    );
    const campaignId = created.body.id as string;
    expect((await campaigns.send(token, campaignId)).status).toBe(202);

    const run = runJob(campaignId).then(
      () => "finished",
      () => "failed",
    );
    await sleep(600);
    proxy!.takeDown();
    expect(await readiness()).toBe(503);
    await sleep(1500);
    proxy!.bringUp();
    await expect.poll(readiness, { timeout: 10_000, interval: 200 }).toBe(200);
    await run;
    const arrivedDuringOutage = audience.active.filter((address) => peer.count(address) > 0).length;
    expect(arrivedDuringOutage).toBeLessThan(30);

    // pg-boss retries the job; it runs once the first job's lease has lapsed.
    for (let i = 0; i < 20 && (await campaigns.get(token, campaignId)).body.status === "SENDING"; i += 1) {
      await runJob(campaignId).catch(() => undefined);
      await sleep(500);
    }
    for (const { id } of await db.email.findMany({ where: { campaignId, status: "QUEUED" }, select: { id: true } }))
      await sendEmailJob.handler({ emailId: id }, { jobId: "test", attempt: 1, logger });

    const rows = await db.email.findMany({ where: { campaignId }, select: { to: true, status: true, error: true } });
    const counts = audience.active.map((address) => peer.count(address));
    expect(counts.filter((count) => count > 1)).toEqual([]);
    expect(rows).toHaveLength(30);
    const sent = rows.filter((row) => row.status === "SENT");
    const addressOf = (to: string) => /<([^>]+)>/.exec(to)?.[1] ?? to;
    // A SENT row arrived exactly once; the only others are those in doubt at the cut, never sent again.
    expect(sent.filter((row) => peer.count(addressOf(row.to)) !== 1)).toEqual([]);
    expect(rows.filter((row) => row.status !== "SENT" && !/^Interrupted/.test(row.error ?? ""))).toEqual([]);
    expect((await campaigns.get(token, campaignId)).body).toMatchObject({
      status: "SENT",
      counts: { total: 30, sent: sent.length, failed: 30 - sent.length },
    });
  }, 60_000);
});

describe.skipIf(!proxy)("PostgreSQL restarting during tracking ingest", () => {
  it("pixel hits answered while it is down wait in the recorder and are all stored once it is back", async () => {
    const { email } = await trackedEmailFixture();
    const token = openToken(email.id);
    proxy!.takeDown();
    for (let i = 0; i < 5; i += 1) {
      const answer = await callRoute(pixel, apiRequest(`/t/o/${token}`, { headers: { "user-agent": "Mail" } }), {
        token,
      });
      expect(answer.status).toBe(200);
    }
    await flushTracking();
    expect(pendingTrackingHits()).toBe(5);
    proxy!.bringUp();
    await expect
      .poll(() => db.emailTracking.count({ where: { emailId: email.id, event: "open" } }), {
        timeout: 15_000,
        interval: 250,
      })
      .toBe(5);
    expect(pendingTrackingHits()).toBe(0);
  }, 30_000);
});

describe.skipIf(!proxy)("PostgreSQL restarting during an import", () => {
  it("the run that lost the database stops; its retry resumes after the committed batches, each row once", async () => {
    const { token, list } = await teamWithList();
    const created = await postImportUpload({ token }, { listId: list.id, csv: bulkCsv(40) });
    expect(created.status).toBe(202);
    const importId = created.body.id as string;
    const cut = processContactImport(
      { importId },
      {
        batchSize: 10,
        concurrency: 1,
        // The database goes away while the second batch is about to commit.
        beforeBatchCommit: ({ batch }) => {
          if (batch === 2) proxy!.takeDown();
        },
      },
    );
    await expect(cut).rejects.toThrow();
    expect(await readiness()).toBe(503);
    proxy!.bringUp();
    await expect.poll(readiness, { timeout: 10_000, interval: 200 }).toBe(200);
    const halfway = await db.contactImport.findUniqueOrThrow({ where: { id: importId } });
    expect(halfway).toMatchObject({ status: "PROCESSING", processed: 10, imported: 10 });

    await runImportJob(importId, 1);
    expect(await db.contactImport.findUniqueOrThrow({ where: { id: importId } })).toMatchObject({
      status: "COMPLETED",
      total: 40,
      processed: 40,
      imported: 40,
      updated: 0,
      skipped: 0,
    });
    const contacts = await listContacts(list.id);
    expect(contacts).toHaveLength(40);
    expect(new Set(contacts.map((contact) => contact.email)).size).toBe(40);
  }, 30_000);
});
