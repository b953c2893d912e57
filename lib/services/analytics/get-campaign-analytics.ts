import { computeEmailAnalytics } from "@/lib/analytics/compute-email-analytics";
import { teamTimezone } from "@/lib/analytics/team-timezone";
import { db } from "@/lib/db";
import { campaignNotFound } from "@/lib/services/campaigns/get-campaign";

/** EmailAnalytics of every email of the team's campaign; 404 for an unknown or another team's id. */
export async function getCampaignAnalytics({ teamId, campaignId }: { teamId: string; campaignId: string }) {
  const [campaign, timezone] = await Promise.all([
    db.campaign.findFirst({ where: { id: campaignId, teamId }, select: { id: true } }),
    teamTimezone(teamId),
  ]);
  if (!campaign) throw campaignNotFound();
  return computeEmailAnalytics({ teamId, campaignId }, timezone);
}
