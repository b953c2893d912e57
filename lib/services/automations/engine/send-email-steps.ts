import { ApiError } from "@/lib/api/errors";
import { db } from "@/lib/db";
import { getPublishedTemplateContent } from "@/lib/services/templates/get-published-template-content";
import { unsubscribeUrl } from "@/lib/mail/unsubscribe-token";
import { buildRenderContext, renderTemplate } from "@/lib/mail/render";
import type { EmailWriterData, SendEmailData } from "@/lib/validation/automations";
import { claimedEmail, queueAutomationEmail, type RenderedMessage } from "./queue-automation-email";
import { renderTemplateMessage } from "./render-template-message";
import type { StepInput, StepResult } from "./run-types";
import { answerToHtml, writeWithModel } from "./write-with-model";

/** A send that cannot be made (no SMTP config, deleted template): the run fails with the reason. */
function failure(error: unknown): StepResult {
  if (!(error instanceof ApiError) || error.status >= 500) throw error;
  return { kind: "end", status: "FAILED", outcome: `failed: ${error.message}`, error: error.message };
}

function contextData(input: StepInput) {
  const context = input.run.context as Record<string, unknown> | null;
  return context && typeof context.data === "object" && context.data !== null
    ? (context.data as Record<string, unknown>)
    : null;
}

export async function sendEmailStep(input: StepInput, data: SendEmailData): Promise<StepResult> {
  const claimed = await claimedEmail(input.run, input.node);
  if (claimed) return { kind: "next", outcome: `sent (email ${claimed})` };
  try {
    const message = await renderTemplateMessage({
      teamId: input.run.teamId,
      templateId: data.templateId,
      contact: input.contact,
      subject: data.subject,
      data: contextData(input),
    });
    const emailId = await queueAutomationEmail({ ...input, smtpConfigId: data.smtpConfigId, message });
    return { kind: "next", outcome: `sent (email ${emailId})` };
  } catch (error) {
    return failure(error);
  }
}

async function teamModel(teamId: string, modelId: string | null | undefined) {
  if (modelId) {
    const named = await db.model.findFirst({ where: { id: modelId, teamId } });
    if (named) return named;
  }
  return db.model.findFirst({ where: { teamId }, orderBy: [{ createdAt: "asc" }, { id: "asc" }] });
}

/** The model writes the body; with no model, or when it fails, the fallback template is sent. */
export async function emailWriterStep(input: StepInput, data: EmailWriterData): Promise<StepResult> {
  const claimed = await claimedEmail(input.run, input.node);
  if (claimed) return { kind: "next", outcome: `sent (email ${claimed})` };
  const { teamId } = input.run;
  try {
    const model = await teamModel(teamId, data.modelId);
    let fallbackReason = "no model configured";
    let message: RenderedMessage | null = null;
    if (model) {
      try {
        const answer = await writeWithModel(model, data.prompt, input.contact);
        const template = await getPublishedTemplateContent({ teamId, id: data.fallbackTemplateId });
        const context = buildRenderContext({
          contact: input.contact,
          unsubscribeUrl: unsubscribeUrl(input.contact.id),
        });
        const subject = renderTemplate({ subject: data.subject ?? template.subject, html: "", context }).subject;
        message = {
          subject,
          ...answerToHtml(answer, unsubscribeUrl(input.contact.id)),
          templateId: null,
          categoryId: template.row.categoryId,
        };
      } catch (error) {
        if (error instanceof ApiError && error.status === 404) throw error;
        fallbackReason = `model ${model.name} failed: ${error instanceof Error ? error.message : String(error)}`;
      }
    }
    message ??= await renderTemplateMessage({
      teamId,
      templateId: data.fallbackTemplateId,
      contact: input.contact,
      subject: data.subject,
      data: contextData(input),
    });
    const emailId = await queueAutomationEmail({ ...input, smtpConfigId: data.smtpConfigId, message });
    return {
      kind: "next",
      outcome: message.templateId
        ? `sent fallback template (${fallbackReason}) (email ${emailId})`
        : `sent model-written email (email ${emailId})`,
    };
  } catch (error) {
    return failure(error);
  }
}
