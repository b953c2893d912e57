import { ApiError } from "@/lib/api/errors";
import { db } from "@/lib/db";
import { Prisma, type Campaign, type Contact } from "@/lib/generated/prisma/client";
import { buildRenderContext, renderCompiledTemplate, SAMPLE_CONTACT } from "@/lib/mail/render";
import { unsubscribeUrl } from "@/lib/mail/unsubscribe-token";
import { nextAudienceBatch } from "@/lib/services/campaigns/audience";
import { buildCampaignMessage, loadCampaignContent } from "@/lib/services/campaigns/build-campaign-messages";
import { getCampaignRowOrThrow } from "@/lib/services/campaigns/get-campaign";
import { segmentAudienceWhere } from "@/lib/services/segments/segment-audience";
import { runChecks } from "./run-checks";

/** The campaign's audience as a predicate over "Contact" c; null for a follow-up (its parent's emails). */
async function audienceOf(campaign: Campaign, now: Date): Promise<Prisma.Sql | null> {
  if (campaign.followUpOfId) return null;
  if (campaign.segmentId)
    return segmentAudienceWhere({ teamId: campaign.teamId, segmentId: campaign.segmentId, startedAt: now });
  if (!campaign.listId) return null;
  return Prisma.sql`c."teamId" = ${campaign.teamId} AND c."listId" = ${campaign.listId} AND c."status" = 'ACTIVE'`;
}

/** 422 unless the campaign has a template and a live SMTP configuration to check with. */
async function senderOf(campaign: Campaign) {
  const sender = campaign.smtpConfigId
    ? await db.sMTPConfig.findFirst({
        where: { id: campaign.smtpConfigId, teamId: campaign.teamId },
        select: { fromEmail: true, fromName: true },
      })
    : null;
  const missing: Record<string, string> = {};
  if (!campaign.templateId) missing.templateId = "is required: choose the template to check";
  if (!sender) missing.smtpConfigId = "is required: choose the SMTP configuration to send from";
  if (!sender || !campaign.templateId) throw ApiError.unprocessable("The campaign is not ready to check", missing);
  return sender;
}

/**
 * POST /campaigns/{id}/check: the campaign's message for its first recipient (or a sample contact),
 * built exactly as the run builds it, checked with its whole audience (docs/contract.md section 22).
 */
export async function checkCampaign({ teamId, id }: { teamId: string; id: string }) {
  const campaign = await getCampaignRowOrThrow({ teamId, id });
  const sender = await senderOf(campaign);
  const now = new Date();
  const content = await loadCampaignContent(campaign, sender);
  const [first] = await nextAudienceBatch(campaign, now, undefined, 1).catch(() => []);
  const contact = (first ?? { ...SAMPLE_CONTACT, teamId, listId: campaign.listId }) as Contact;
  const message = buildCampaignMessage(campaign, content, contact);
  const unsubscribe = unsubscribeUrl(contact.id);
  const untracked = renderCompiledTemplate(
    content.compiled,
    buildRenderContext({ contact, unsubscribeUrl: unsubscribe, campaign: { id: campaign.id, name: campaign.name } }),
  );
  return runChecks({
    teamId,
    message: { ...message, text: message.text ?? null },
    untrackedHtml: untracked.html,
    compiled: content.compiled,
    audience: await audienceOf(campaign, now),
    unsubscribeUrl: unsubscribe,
  });
}
