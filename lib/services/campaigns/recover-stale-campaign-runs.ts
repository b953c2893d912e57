import { db } from "@/lib/db";
import { env } from "@/lib/env";
import { enqueue } from "@/lib/jobs";
import { logger } from "@/lib/logging/logger";
import { takeLapsedRunLeases } from "./campaign-run-lease";

// Every pg-boss worker looks for lapsed campaign run leases (campaign-run-lease.ts) as often as
// a lease is renewed, and queues a new send-campaign job for each campaign still SENDING: that is
// how a run whose worker was killed (SIGKILL, a crashed machine) resumes within about a lease.
// The DELETE ... RETURNING hands each lapsed lease to one worker only, so one job is queued.
// Should that worker die between the DELETE and the enqueue, the killed job's own pg-boss expiry
// (15 minutes) still retries the run.

async function recoverStaleCampaignRuns(): Promise<string[]> {
  const campaignIds = await takeLapsedRunLeases();
  if (campaignIds.length === 0) return [];
  const sending = await db.campaign.findMany({
    where: { id: { in: campaignIds }, status: "SENDING" },
    select: { id: true },
  });
  for (const { id } of sending) {
    await enqueue("send-campaign", { campaignId: id });
    logger.warn({ campaignId: id }, "Campaign run lease lapsed (its worker stopped): the run continues in a new job");
  }
  return sending.map(({ id }) => id);
}

/** Runs the sweep every third of a lease until the returned function is called. */
export function sweepStaleCampaignRuns(): () => void {
  const timer = setInterval(
    () => {
      recoverStaleCampaignRuns().catch((error: unknown) =>
        logger.error({ err: error }, "Looking for lapsed campaign runs failed"),
      );
    },
    (env.CAMPAIGN_LEASE_SECONDS * 1000) / 3,
  );
  timer.unref();
  return () => clearInterval(timer);
}
