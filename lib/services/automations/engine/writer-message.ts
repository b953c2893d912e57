import { ApiError } from "@/lib/api/errors";
import { db } from "@/lib/db";
import type { Contact, Model } from "@/lib/generated/prisma/client";
import { buildRenderContext, renderTemplate } from "@/lib/mail/render";
import { unsubscribeUrl } from "@/lib/mail/unsubscribe-token";
import { getPublishedTemplateContent } from "@/lib/services/templates/get-published-template-content";
import type { EmailWriterData } from "@/lib/validation/automations";
import type { RenderedMessage } from "./queue-automation-email";
import { renderTemplateMessage } from "./render-template-message";
import { answerToHtml, writeWithModel } from "./write-with-model";

async function teamModel(teamId: string, modelId: string | null | undefined) {
  if (modelId) {
    const named = await db.model.findFirst({ where: { id: modelId, teamId } });
    if (named) return named;
  }
  return db.model.findFirst({ where: { teamId }, orderBy: [{ createdAt: "asc" }, { id: "asc" }] });
}

export type WriterMessage = { message: RenderedMessage; model: Model | null; fallbackReason: string | null };

/**
 * What an EMAIL_WRITER step sends one contact: the model's answer as the body (with the fallback
 * template's subject), or the fallback template when there is no model or it fails (the reason
 * says why). Shared by the engine and the automation test run ("preview": nothing is sent).
 */
export async function writerMessage({
  teamId,
  data,
  contact,
  runData,
  kind,
}: {
  teamId: string;
  data: EmailWriterData;
  contact: Contact;
  runData: Record<string, unknown> | null;
  kind: "writer" | "preview";
}): Promise<WriterMessage> {
  const model = await teamModel(teamId, data.modelId);
  let fallbackReason = "no model configured";
  if (model) {
    try {
      const answer = await writeWithModel(model, data.prompt, contact, kind);
      const template = await getPublishedTemplateContent({ teamId, id: data.fallbackTemplateId });
      const context = buildRenderContext({ contact, unsubscribeUrl: unsubscribeUrl(contact.id) });
      const subject = renderTemplate({ subject: data.subject ?? template.subject, html: "", context }).subject;
      const message = {
        subject,
        ...answerToHtml(answer, unsubscribeUrl(contact.id)),
        templateId: null,
        categoryId: template.row.categoryId,
      };
      return { message, model, fallbackReason: null };
    } catch (error) {
      if (error instanceof ApiError && error.status === 404) throw error;
      fallbackReason = `model ${model.name} failed: ${error instanceof Error ? error.message : String(error)}`;
    }
  }
  const message = await renderTemplateMessage({
    teamId,
    templateId: data.fallbackTemplateId,
    contact,
    subject: data.subject,
    data: runData,
    topicId: data.topicId,
  });
  return { message, model, fallbackReason };
}
