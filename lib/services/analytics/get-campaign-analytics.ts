import { computeEmailAnalytics } from "@/lib/analytics/compute-email-analytics";
import { reportTimezone } from "@/lib/analytics/report-subject";
import { campaignNotFound } from "@/lib/services/campaigns/get-campaign";
import { onReplica } from "@/lib/db/read-replica";

/** EmailAnalytics of every email of the team's campaign; 404 for an unknown or another team's id. */
export async function getCampaignAnalytics({ teamId, campaignId }: { teamId: string; campaignId: string }) {
  const timezone = await reportTimezone({ teamId, campaignId });
  if (timezone === null) throw campaignNotFound();
  return onReplica(() => computeEmailAnalytics({ teamId, campaignId }, timezone));
}
