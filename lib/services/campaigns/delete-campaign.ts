import { db } from "@/lib/db";
import { campaignDto, getCampaignRowOrThrow } from "./get-campaign";
import { invalidState } from "./transition-campaign";

/** Soft-deletes a campaign that is not sending (pause or cancel it first: 409 INVALID_STATE). */
export async function deleteCampaign({ teamId, id }: { teamId: string; id: string }) {
  const row = await getCampaignRowOrThrow({ teamId, id });
  if (row.status === "SENDING") throw invalidState("deleted while sending (pause or cancel it first)", row.status);
  await db.campaign.update({ where: { id }, data: { isDeleted: true } });
  return campaignDto({ ...row, isDeleted: true });
}
