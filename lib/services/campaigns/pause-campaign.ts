import { campaignDto } from "./get-campaign";
import { transitionCampaign } from "./transition-campaign";

/** POST /campaigns/{id}/pause: the send job stops before its next message (within about a second). */
export async function pauseCampaign({ teamId, id }: { teamId: string; id: string }) {
  const { after } = await transitionCampaign({
    teamId,
    id,
    from: ["SCHEDULED", "SENDING"],
    action: "paused",
    data: () => ({ status: "PAUSED" }),
  });
  return campaignDto(after);
}
