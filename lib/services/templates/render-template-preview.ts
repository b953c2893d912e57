import { db } from "@/lib/db";
import { env } from "@/lib/env";
import {
  buildRenderContext,
  renderTemplate,
  SAMPLE_CAMPAIGN,
  SAMPLE_FEED,
  SAMPLE_CONTACT,
  SAMPLE_UNSUBSCRIBE_PATH,
  SAMPLE_PREFERENCES_PATH,
  type RenderContact,
} from "@/lib/mail/render";
import { contactNotFound } from "@/lib/services/contacts/get-contact";
import type { RenderTemplateBody } from "@/lib/validation/templates";
import { resolveTemplateContent } from "./resolve-template-content";
import { rethrowTemplateError } from "./template-content";

async function contactOf(teamId: string, contactId: string): Promise<RenderContact> {
  const contact = await db.contact.findFirst({ where: { id: contactId, teamId } });
  if (!contact) throw contactNotFound();
  return contact;
}

/**
 * POST /templates/{id}/render: the template rendered as a recipient would get it. With neither
 * `data` nor `contactId`, the sample contact (Jane Doe) fills it, as in the designer's preview.
 * The unsubscribe link points at a preview path that unsubscribes nobody unless `data` gives one;
 * `team` is the caller's team, `campaign` a sample unless `data` gives one. A template with a layout
 * renders inside it.
 */
export async function renderTemplatePreview({
  teamId,
  id,
  data,
  contactId,
}: RenderTemplateBody & { teamId: string; id: string }) {
  const { subject, html } = await resolveTemplateContent({ teamId, id, pick: { kind: "newest" } });
  const contact = contactId ? await contactOf(teamId, contactId) : data ? null : SAMPLE_CONTACT;
  const team = await db.team.findFirst({ where: { id: teamId }, select: { id: true, name: true } });
  const context = buildRenderContext({
    contact,
    // A feed campaign's template shows sample posts unless `data` gives a feed.
    data: data?.feed ? data : { ...data, feed: SAMPLE_FEED },
    unsubscribeUrl: data?.unsubscribeUrl ? null : `${env.APP_URL}${SAMPLE_UNSUBSCRIBE_PATH}`,
    preferencesUrl: data?.preferencesUrl ? null : `${env.APP_URL}${SAMPLE_PREFERENCES_PATH}`,
    campaign: data?.campaign ? null : SAMPLE_CAMPAIGN,
    team,
  });
  try {
    return renderTemplate({ subject, html, context });
  } catch (error) {
    rethrowTemplateError(error);
  }
}
