import type { Campaign } from "@/lib/generated/prisma/client";
import type { BatchEmail } from "@/lib/services/emails";
import type { AbTest } from "@/lib/validation/ab-tests";
import { buildCampaignMessage, type CampaignContent, loadCampaignContent } from "../build-campaign-messages";
import type { AudienceContact } from "./ab-audience";

// The content of a run: the campaign's own, or per A/B variant (its subject, template or sender's
// name over the campaign's): each test contact gets its variant, everyone after the test the winner.

export type RunContent = { base: CampaignContent; variants: CampaignContent[] };

export async function loadRunContent(
  campaign: Campaign,
  sender: { fromEmail: string; fromName: string | null },
): Promise<RunContent> {
  const test = campaign.abTest as AbTest | null;
  const phase = campaign.abPhase;
  if (!test || (phase !== "TEST" && phase !== "WINNER"))
    return { base: await loadCampaignContent(campaign, sender), variants: [] };
  const wanted = phase === "WINNER" ? [campaign.abWinner ?? 0] : test.variants.map((_, index) => index);
  const variants: CampaignContent[] = [];
  for (const index of wanted) variants[index] = await loadCampaignContent(campaign, sender, test.variants[index]);
  return { base: variants[wanted[0]], variants };
}

export function buildRunMessage(campaign: Campaign, content: RunContent, contact: AudienceContact): BatchEmail {
  const { abVariant, ...plain } = contact;
  const variant = campaign.abPhase === "WINNER" ? campaign.abWinner : abVariant;
  return buildCampaignMessage(
    campaign,
    (variant != null ? content.variants[variant] : undefined) ?? content.base,
    plain,
  );
}
