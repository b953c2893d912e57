import { ApiError } from "@/lib/api/errors";
import { db } from "@/lib/db";
import { enqueue } from "@/lib/jobs";
import { getCampaignRowOrThrow } from "../get-campaign";
import { abTestOf, getAbReport } from "./get-ab-report";

/**
 * POST /campaigns/{id}/ab/winner: the variant picked by hand before the wait ends. During the wait
 * the winner's send starts at once; while the test group is still being sent, it starts when that
 * ends (ab-phase.ts). 409 before the send or once a winner went out.
 */
export async function pickAbWinner({ teamId, id, variant }: { teamId: string; id: string; variant: number }) {
  const campaign = await getCampaignRowOrThrow({ teamId, id });
  const test = abTestOf(campaign);
  if (variant >= test.variants.length)
    throw ApiError.validation("Invalid body", {
      variant: `must be a variant index from 0 to ${test.variants.length - 1}`,
    });
  if (campaign.status !== "SENDING" || (campaign.abPhase !== "TEST" && campaign.abPhase !== "WAITING")) {
    throw ApiError.invalidState(
      campaign.abPhase === "WINNER"
        ? "The winner was already picked"
        : "The A/B test has not started: send the campaign first",
    );
  }
  if (campaign.abPhase === "WAITING") {
    const moved = await db.campaign.updateMany({
      where: { id, teamId, abPhase: "WAITING" },
      data: { abPhase: "WINNER", abWinner: variant },
    });
    if (moved.count !== 1) throw ApiError.invalidState("The campaign changed state meanwhile; reload it and try again");
    await enqueue("send-campaign", { campaignId: id });
  } else {
    const picked = await db.campaign.updateMany({
      where: { id, teamId, abPhase: "TEST" },
      data: { abWinner: variant },
    });
    if (picked.count !== 1)
      throw ApiError.invalidState("The campaign changed state meanwhile; reload it and try again");
  }
  return getAbReport({ teamId, id });
}
