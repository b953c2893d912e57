import { computeEmailAnalytics } from "@/lib/analytics/compute-email-analytics";
import { reportTimezone } from "@/lib/analytics/report-subject";
import { campaignNotFound } from "@/lib/services/campaigns/get-campaign";

/** EmailAnalytics of every email of the team's campaign; 404 for an unknown or another team's id. */
export async function getCampaignAnalytics({ teamId, campaignId }: { teamId: string; campaignId: string }) {
  const timezone = await reportTimezone({ teamId, campaignId });
  if (timezone === null) throw campaignNotFound();
  return computeEmailAnalytics({ teamId, campaignId }, timezone);
}
