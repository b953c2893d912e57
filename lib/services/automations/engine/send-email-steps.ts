import { ApiError } from "@/lib/api/errors";
import type { EmailWriterData, SendEmailData } from "@/lib/validation/automations";
import { claimedEmail, queueAutomationEmail } from "./queue-automation-email";
import { renderTemplateMessage } from "./render-template-message";
import type { StepInput, StepResult } from "./run-types";
import { writerMessage } from "./writer-message";
import { isSubscribedToTopic } from "@/lib/services/topics/is-subscribed-to-topic";

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

/** A step for a topic the contact is not subscribed to sends nothing and goes on (docs/contract.md section 21). */
async function skippedForTopic(input: StepInput, topicId: string | null | undefined): Promise<StepResult | null> {
  if (!topicId || (await isSubscribedToTopic({ teamId: input.run.teamId, contactId: input.contact.id, topicId })))
    return null;
  return { kind: "next", outcome: "skipped: not subscribed to the topic" };
}

export async function sendEmailStep(input: StepInput, data: SendEmailData): Promise<StepResult> {
  const claimed = await claimedEmail(input.run, input.node);
  if (claimed) return { kind: "next", outcome: `sent (email ${claimed})` };
  const skipped = await skippedForTopic(input, data.topicId);
  if (skipped) return skipped;
  try {
    const message = await renderTemplateMessage({
      teamId: input.run.teamId,
      templateId: data.templateId,
      contact: input.contact,
      subject: data.subject,
      data: contextData(input),
      topicId: data.topicId,
    });
    const emailId = await queueAutomationEmail({
      ...input,
      smtpConfigId: data.smtpConfigId,
      message,
      topicId: data.topicId,
    });
    return { kind: "next", outcome: `sent (email ${emailId})` };
  } catch (error) {
    return failure(error);
  }
}

/** The model writes the body; with no model, or when it fails, the fallback template is sent. */
export async function emailWriterStep(input: StepInput, data: EmailWriterData): Promise<StepResult> {
  const claimed = await claimedEmail(input.run, input.node);
  if (claimed) return { kind: "next", outcome: `sent (email ${claimed})` };
  const skipped = await skippedForTopic(input, data.topicId);
  if (skipped) return skipped;
  try {
    const { message, fallbackReason } = await writerMessage({
      teamId: input.run.teamId,
      data,
      contact: input.contact,
      runData: contextData(input),
      kind: "writer",
    });
    const emailId = await queueAutomationEmail({
      ...input,
      smtpConfigId: data.smtpConfigId,
      message,
      topicId: data.topicId,
    });
    return {
      kind: "next",
      outcome: fallbackReason
        ? `sent fallback template (${fallbackReason}) (email ${emailId})`
        : `sent model-written email (email ${emailId})`,
    };
  } catch (error) {
    return failure(error);
  }
}
