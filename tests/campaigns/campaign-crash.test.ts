import { describe, expect, it } from "vitest";
import { sendCampaignJob } from "@/jobs/send-campaign";
import { db } from "@/lib/db";
import { campaigns } from "./campaign-client";
import { draftCampaign } from "./fixtures";
import {
  killCampaignChildMidSend,
  quietLogger as logger,
  sendRequeuedEmails,
  useCountingPeerAndJobs,
} from "./kill-campaign-child";

// A worker process killed (SIGKILL) in the middle of a campaign, then the job run again: nobody
// gets two messages, and the only recipients not reached are the rows that were in the middle of
// their SMTP exchange at the kill (handed over, not yet recorded SENT), which the restart marks
// FAILED ("interrupted") instead of risking a duplicate. Rows claimed but never handed to SMTP are
// sent after the restart (by the send-email job), rows the peer accepted were already SENT.
// Needs a database two processes can share: runs with TEST_DATABASE_URL (PostgreSQL) only.

const shared = Boolean(process.env.TEST_DATABASE_URL);
const usePeer = useCountingPeerAndJobs();

describe.runIf(shared)("a send worker killed mid-campaign", () => {
  it("restarts with no duplicates and no one missed but the rows mid-exchange at the kill", async () => {
    const TOTAL = 400;
    const RATE = 100;
    const peer = usePeer();
    const { token, audience, campaign } = await draftCampaign(
      peer.port,
      { active: TOTAL },
      { subject: "Crash {{ firstName }}", maxSendRate: RATE, name: "Crash" },
    );
    expect((await campaigns.send(token, campaign.id)).status).toBe(202);

    const arrived = () => audience.active.filter((address) => peer.count(address) > 0).length;
    // A short run lease (campaign-run-lease.ts): the restart below may take the run over once it lapses.
    await killCampaignChildMidSend({ campaignId: campaign.id, arrived, killAt: 150, leaseSeconds: 2, settleMs: 2_500 });
    const beforeRestart = arrived();
    expect(beforeRestart).toBeGreaterThanOrEqual(150);
    expect(beforeRestart).toBeLessThan(TOTAL);
    const leftSending = await db.email.findMany({
      where: { campaignId: campaign.id, status: "SENDING" },
      select: { id: true, to: true, attempts: true },
    });
    const inDoubt = leftSending.filter((row) => row.attempts === 1);
    const neverHanded = leftSending.filter((row) => row.attempts === 0);
    const addressOf = (row: { to: string }) => row.to.match(/<(.+)>/)?.[1] ?? row.to;
    // Claimed rows left behind: those never handed to SMTP (the rest of the chunks in flight) and
    // those handed to the SMTP pool and not yet recorded SENT. Only the latter are in doubt: the
    // messages handed to the pool (at most HANDOVER_LIMIT, 40, in their exchange or next) and those
    // accepted in the last moments at the config's rate (100/s here), before their SENT write
    // committed. (All claimed rows, up to two chunks, were in doubt when rows were marked SENT at
    // the end of each batch.)
    expect(leftSending.length).toBeGreaterThan(0);
    expect(inDoubt.length).toBeLessThan(50);
    // "Never handed over" is true: none of those recipients has received anything.
    expect(neverHanded.filter((row) => peer.count(addressOf(row)) > 0)).toEqual([]);
    // Every row recorded SENT did arrive.
    const sentRows = await db.email.findMany({
      where: { campaignId: campaign.id, status: "SENT" },
      select: { to: true },
    });
    expect(sentRows.filter((row) => peer.count(addressOf(row)) !== 1)).toEqual([]);

    await sendCampaignJob.handler({ campaignId: campaign.id }, { jobId: "restart", attempt: 1, logger });
    // The never-handed rows went to the send-email job: run it as the worker would.
    const requeued = await sendRequeuedEmails(campaign.id);
    expect(requeued.sort()).toEqual(neverHanded.map((row) => row.id).sort());

    const counts = audience.active.map((address) => peer.count(address));
    expect(counts.filter((count) => count > 1)).toEqual([]);
    const missed = audience.active.filter((address) => peer.count(address) === 0);
    const interrupted = await db.email.findMany({
      where: { campaignId: campaign.id, status: "FAILED", error: { contains: "Interrupted" } },
      select: { id: true, to: true },
    });
    expect(interrupted.map((row) => row.id).sort()).toEqual(inDoubt.map((row) => row.id).sort());
    const interruptedTo = new Set(interrupted.map(addressOf));
    expect(missed.filter((address) => !interruptedTo.has(address))).toEqual([]);
    console.info(
      `kill test: ${leftSending.length} claimed rows left, ${inDoubt.length} in doubt (FAILED), ${neverHanded.length} sent after the restart`,
    );
    const done = (await campaigns.get(token, campaign.id)).body;
    expect(done).toMatchObject({
      status: "SENT",
      processed: TOTAL,
      counts: { total: TOTAL, sent: TOTAL - interrupted.length, failed: interrupted.length, processed: TOTAL },
    });
    expect(await db.email.count({ where: { campaignId: campaign.id } })).toBe(TOTAL);
  }, 180_000);
});
