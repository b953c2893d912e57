import { campaignDto } from "./get-campaign";
import { transitionCampaign } from "./transition-campaign";

/** POST /campaigns/{id}/cancel: from any state but SENT (and CANCELLED); a running send stops. */
export async function cancelCampaign({ teamId, id }: { teamId: string; id: string }) {
  const { after } = await transitionCampaign({
    teamId,
    id,
    from: ["DRAFT", "SCHEDULED", "SENDING", "PAUSED", "FAILED"],
    action: "cancelled",
    data: () => ({ status: "CANCELLED", completedAt: new Date() }),
  });
  return campaignDto(after);
}
