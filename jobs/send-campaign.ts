import { db } from "@/lib/db";
import { env } from "@/lib/env";
import { sendCampaignContract, enqueue } from "@/lib/jobs";
import { acquireRunLease, sweepStaleCampaignRuns, runCampaign } from "@/lib/services/campaigns";
import { defineJob } from "./define-job";

// One run of a campaign: sent now (POST /campaigns/{id}/send, resume) or at a scheduled moment
// (`runAt`: the run is skipped unless the campaign is still SCHEDULED for exactly that moment).
// Safe to run again after a crash: see lib/services/campaigns/run-campaign.ts. One job at a time
// runs a campaign: the run lease (campaign-run-lease.ts) is held for the whole handler. A job that
// finds it held by a live job looks again a lease later (a new job), since the holder may be on its
// way out (a pause it just noticed, racing a resume); then it either takes the lease and carries
// on, or finds the run over and ends.
export const sendCampaignJob = defineJob({
  ...sendCampaignContract,
  async handler({ campaignId, runAt, backoff }, { logger }) {
    const lease = await acquireRunLease(campaignId);
    if (!lease) {
      const campaign = await db.campaign.findFirst({ where: { id: campaignId }, select: { status: true } });
      if (campaign?.status === "SENDING" || (runAt && campaign?.status === "SCHEDULED")) {
        await enqueue(
          "send-campaign",
          { campaignId, runAt, backoff },
          { startAfter: new Date(Date.now() + env.CAMPAIGN_LEASE_SECONDS * 1000) },
        );
      }
      logger.info("campaign run deferred: another job holds its lease", { campaignId, runAt });
      return;
    }
    try {
      const result = await runCampaign({ campaignId, runAt: runAt ? new Date(runAt) : undefined, backoff });
      logger.info("campaign run", { campaignId, runAt, backoff, result });
    } finally {
      await lease.release();
    }
  },
  // A worker of campaign runs also takes over those whose worker died (their run lease lapsed).
  whileWorking: sweepStaleCampaignRuns,
});
