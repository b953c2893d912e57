import { computeHeatmap } from "@/lib/analytics/compute-heatmap";
import { ApiError } from "@/lib/api/errors";
import { db } from "@/lib/db";
import { campaignNotFound } from "@/lib/services/campaigns/get-campaign";
import { onReplica } from "@/lib/db/read-replica";

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
    return onReplica(() => computeHeatmap({ teamId, campaignId }));
  }
  if (!(await db.email.findFirst({ where: { id: emailId!, teamId }, select: { id: true } })))
    throw ApiError.notFound("Email not found");
  return onReplica(() => computeHeatmap({ teamId, emailId: emailId! }));
}
