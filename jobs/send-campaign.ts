import { z } from "zod";
import { runCampaign } from "@/lib/services/campaigns/run-campaign";
import { defineJob } from "./define-job";

// One run of a campaign: sent now (POST /campaigns/{id}/send, resume) or at a scheduled moment
// (`runAt`: the run is skipped unless the campaign is still SCHEDULED for exactly that moment).
// Safe to run again after a crash: see lib/services/campaigns/run-campaign.ts.
export const sendCampaignJob = defineJob({
  name: "send-campaign",
  payload: z.object({ campaignId: z.string().min(1), runAt: z.iso.datetime().optional() }),
  retryLimit: 5,
  retryDelaySeconds: 10,
  async handler({ campaignId, runAt }, { logger }) {
    const result = await runCampaign({ campaignId, runAt: runAt ? new Date(runAt) : undefined });
    logger.info("campaign run", { campaignId, runAt, result });
  },
});
