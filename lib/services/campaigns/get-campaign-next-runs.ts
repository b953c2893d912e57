import { nextRuns } from "@/lib/campaigns/campaign-schedule";
import { getCampaignRowOrThrow } from "./get-campaign";

/** The schedule's next `count` run instants (for the wizard's preview), after the last run. */
export async function getCampaignNextRuns({ teamId, id, count }: { teamId: string; id: string; count: number }) {
  const campaign = await getCampaignRowOrThrow({ teamId, id });
  const after = campaign.lastRunAt && campaign.lastRunAt > new Date() ? campaign.lastRunAt : new Date();
  return { timezone: campaign.timezone, runs: nextRuns(campaign, count, after) };
}
