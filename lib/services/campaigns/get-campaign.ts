import { ApiError } from "@/lib/api/errors";
import { db } from "@/lib/db";
import { campaignInclude, toCampaignDtos, type CampaignRow } from "./to-campaign-dto";

export const campaignNotFound = () => ApiError.notFound("Campaign not found");

/** The team's live campaign with its list, template and SMTP config; 404 otherwise. */
export async function getCampaignRowOrThrow({ teamId, id }: { teamId: string; id: string }): Promise<CampaignRow> {
  const row = await db.campaign.findFirst({ where: { id, teamId }, include: campaignInclude });
  if (!row) throw campaignNotFound();
  return row;
}

export async function campaignDto(row: CampaignRow) {
  return (await toCampaignDtos([row]))[0];
}

export async function getCampaign({ teamId, id }: { teamId: string; id: string }) {
  return campaignDto(await getCampaignRowOrThrow({ teamId, id }));
}
