import { randomUUID } from "node:crypto";
import type { Campaign, Contact } from "@/lib/generated/prisma/client";
import {
  buildRenderContext,
  compileTemplate,
  renderCompiledTemplate,
  type ClickTrackedHtml,
  type CompiledTemplate,
} from "@/lib/mail/render";
import { clickUrl } from "@/lib/tracking/tokens/tracking-tokens";
import { prepareMessage } from "@/lib/mail/prepare-message";
import type { BatchEmail } from "@/lib/services/emails";
import { getTeamTracking } from "@/lib/services/tracking/get-team-tracking";
import { getTemplateContentAt } from "@/lib/services/templates/get-template-content-at";
import { preferencesUrl, unsubscribeUrl } from "@/lib/mail/unsubscribe-token";
import { formatAddress } from "@/lib/validation/emails";
import { runFeedVariables } from "./feed/feed-state";

// Turns a batch of contacts into finished messages: the template compiled once per run, rendered
// per contact (contact fields, metadata, unsubscribe link, campaign), tracked, with List-Unsubscribe.

export type CampaignContent = {
  compiled: CompiledTemplate;
  /** The template's links tracked once for the run, when it tracks clicks and that can be done (compile-template.ts). */
  clickTracked: ClickTrackedHtml | null;
  templateId: string;
  categoryId: string | null;
  from: string;
  trackOpens: boolean;
  trackClicks: boolean;
  /** A feed campaign's `feed` variables of this run (feed/feed-state.ts). */
  feed?: { title: string; items: unknown[] };
};

/** The campaign's content; an A/B variant (ab/ab-content.ts) may replace the subject, template or sender's name. */
export async function loadCampaignContent(
  campaign: Campaign,
  sender: { fromEmail: string; fromName: string | null },
  variant: { subject?: string; templateId?: string; fromName?: string } = {},
): Promise<CampaignContent> {
  // The template as it was when the run started (a snapshot): edits saved during the send wait for the next run.
  const template = await getTemplateContentAt({
    teamId: campaign.teamId,
    id: variant.templateId ?? campaign.templateId!,
    at: campaign.startedAt,
  });
  const tracking = await getTeamTracking(campaign.teamId);
  // A follow-up carries its own subject (campaign.subject); a variant's wins over both.
  const compiled = compileTemplate({
    subject: variant.subject ?? campaign.subject ?? template.subject,
    html: template.html,
  });
  return {
    compiled,
    clickTracked: tracking.clicks ? compiled.clickTracked() : null,
    templateId: template.row.id,
    categoryId: template.row.categoryId,
    from: formatAddress({ name: variant.fromName ?? sender.fromName, address: sender.fromEmail.toLowerCase() }),
    trackOpens: tracking.opens,
    trackClicks: tracking.clicks,
    feed: runFeedVariables(campaign),
  };
}

/**
 * A cuid-shaped Email id (c, 8 characters of time, 16 random hex digits: 64 random bits), time first
 * for index locality. cuid2's createId hashes with SHA-3 in JavaScript: 40 µs of a campaign
 * message's CPU, against under 1 µs for this (randomUUID draws from a pooled random buffer).
 */
function newEmailId(): string {
  const uuid = randomUUID();
  return `c${Date.now().toString(36).padStart(8, "0")}${uuid.slice(0, 8)}${uuid.slice(9, 13)}${uuid.slice(24, 28)}`;
}

export function buildCampaignMessage(campaign: Campaign, content: CampaignContent, contact: Contact): BatchEmail {
  const id = newEmailId();
  // A topic campaign's link leaves the topic only (docs/contract.md section 21).
  const unsubscribe = unsubscribeUrl(contact.id, campaign.topicId);
  const context = buildRenderContext({
    contact,
    unsubscribeUrl: unsubscribe,
    preferencesUrl: preferencesUrl(contact.id),
    campaign: { id: campaign.id, name: campaign.name },
    ...(content.feed ? { data: { feed: content.feed } } : {}),
  });
  const { clickTracked } = content;
  const clicks = clickTracked
    ? { tracked: clickTracked, urls: clickTracked.urls.map((url) => clickUrl(id, url)) }
    : undefined;
  const rendered = renderCompiledTemplate(content.compiled, context, clicks);
  const prepared = prepareMessage({
    emailId: id,
    html: rendered.html,
    text: rendered.text,
    from: content.from,
    contactId: contact.id,
    unsubscribeHeaders: true,
    trackOpens: content.trackOpens,
    // Already in the rendered HTML when the links were tracked in the template.
    trackClicks: content.trackClicks && !clicks,
    unsubscribeUrl: unsubscribe,
  });
  const name = [contact.firstName, contact.lastName].filter(Boolean).join(" ") || null;
  return {
    id,
    teamId: campaign.teamId,
    from: content.from,
    to: formatAddress({ name, address: contact.email }),
    subject: rendered.subject,
    body: prepared.html,
    text: prepared.text,
    headers: prepared.headers,
    messageId: prepared.messageId,
    marketing: true,
    track: content.trackOpens || content.trackClicks,
    contactId: contact.id,
    campaignId: campaign.id,
    campaignRun: campaign.runCount,
    templateId: content.templateId,
    categoryId: content.categoryId,
  };
}
