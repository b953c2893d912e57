import type { Contact } from "@/lib/generated/prisma/client";
import { buildRenderContext, renderTemplate } from "@/lib/mail/render";
import { getPublishedTemplateContent } from "@/lib/services/templates/get-published-template-content";
import { preferencesUrl, unsubscribeUrl } from "@/lib/mail/unsubscribe-token";
import type { RenderedMessage } from "./queue-automation-email";

/** A team template (its published version: docs/contract.md section 23) rendered for one contact (fields, metadata, unsubscribe link); `subject` overrides the template's. */
export async function renderTemplateMessage({
  teamId,
  templateId,
  contact,
  subject,
  data,
  topicId,
}: {
  teamId: string;
  templateId: string;
  contact: Contact;
  subject?: string | null;
  data?: Record<string, unknown> | null;
  /** The step's topic: its unsubscribe link leaves the topic only (docs/contract.md section 21). */
  topicId?: string | null;
}): Promise<RenderedMessage> {
  const template = await getPublishedTemplateContent({ teamId, id: templateId });
  const context = buildRenderContext({
    contact,
    data,
    unsubscribeUrl: unsubscribeUrl(contact.id, topicId),
    preferencesUrl: preferencesUrl(contact.id),
  });
  const rendered = renderTemplate({ subject: subject ?? template.subject, html: template.html, context });
  return {
    subject: rendered.subject,
    html: rendered.html,
    text: rendered.text,
    templateId: template.row.id,
    categoryId: template.row.categoryId,
  };
}
