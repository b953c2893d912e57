import { z } from "zod";
import { defineJobContract } from "../define-job-contract";

/**
 * One run of a campaign: sent now (POST /campaigns/{id}/send, resume) or at a scheduled moment
 * (`runAt`: the run is skipped unless the campaign is still SCHEDULED for exactly that moment).
 * `backoff`: how many times in a row the run has waited for an SMTP peer that turned everything
 * away for now (lib/services/campaigns/run-backoff.ts); the next wait grows with it.
 */
export const sendCampaignContract = defineJobContract({
  name: "send-campaign",
  expireInSeconds: 900, // the run hands itself to a new job every 5 minutes; a killed run is taken over by the lease sweep
  payload: z.object({
    campaignId: z.string().min(1),
    runAt: z.iso.datetime().optional(),
    backoff: z.number().int().min(1).max(1000).optional(),
  }),
  retryLimit: 5,
  retryDelaySeconds: 10,
});
