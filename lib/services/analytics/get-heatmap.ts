import { computeHeatmap } from "@/lib/analytics/compute-heatmap";
import { ApiError } from "@/lib/api/errors";
import { db } from "@/lib/db";
import { campaignNotFound } from "@/lib/services/campaigns/get-campaign";

/** HeatmapData of the team's campaign (campaignId wins when both are given) or email; 404 otherwise. */
export async function getHeatmap({
  teamId,
  campaignId,
  emailId,
}: {
  teamId: string;
  campaignId?: string;
  emailId?: string;
}) {
  if (campaignId !== undefined) {
    if (!(await db.campaign.findFirst({ where: { id: campaignId, teamId }, select: { id: true } })))
      throw campaignNotFound();
    return computeHeatmap({ teamId, campaignId });
  }
  if (!(await db.email.findFirst({ where: { id: emailId!, teamId }, select: { id: true } })))
    throw ApiError.notFound("Email not found");
  return computeHeatmap({ teamId, emailId: emailId! });
}
