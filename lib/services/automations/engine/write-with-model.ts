import type { Contact, Model } from "@/lib/generated/prisma/client";
import { CONTACT_FIELDS } from "@/lib/contacts/contact-fields";
import { callTeamModel, type AiUsageKind } from "../../ai/call-team-model";

// EMAIL_WRITER's call to the team's Model, in the model's own wire format (docs/contract.md
// section 24): its answer is the email body. The tokens count against the plan's AI token cap.

const SYSTEM_PROMPT =
  "You write the body of one marketing email for the recipient described below. Follow the instructions. " +
  "Answer with the email body only: simple HTML (paragraphs, links, lists) or plain text, no subject line, no preamble, no signature placeholder.";

function recipientOf(contact: Contact) {
  const fields: Record<string, unknown> = {};
  for (const field of CONTACT_FIELDS) if (contact[field]) fields[field] = contact[field];
  if (contact.metadata && typeof contact.metadata === "object") fields.metadata = contact.metadata;
  return fields;
}

/**
 * The model's answer, or throws saying why there is none: ModelCallError (HTTP error, timeout,
 * empty answer) or the 403 of the plan's token cap. `kind` "preview" is the automation test run's.
 */
export async function writeWithModel(
  model: Model,
  prompt: string,
  contact: Contact,
  kind: Extract<AiUsageKind, "writer" | "preview"> = "writer",
): Promise<string> {
  const answer = await callTeamModel({
    model,
    kind,
    system: SYSTEM_PROMPT,
    prompt: `${prompt}\n\nRecipient (JSON): ${JSON.stringify(recipientOf(contact))}`,
    maxTokens: 1500,
  });
  return answer.text;
}

const escapeHtml = (text: string) =>
  text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");

/** The answer as an HTML body: kept when it is HTML, else its paragraphs escaped; with an unsubscribe link. */
export function answerToHtml(answer: string, unsubscribeUrl: string): { html: string; text: string } {
  const isHtml = /<\/?(p|div|br|ul|ol|li|h[1-6]|a|table|html|body)\b/i.test(answer);
  const body = isHtml
    ? answer
    : answer
        .split(/\n{2,}/)
        .map((paragraph) => `<p>${escapeHtml(paragraph).replace(/\n/g, "<br>")}</p>`)
        .join("\n");
  const text = isHtml ? answer.replace(/<[^>]+>/g, "").trim() : answer;
  return {
    html: `<html><body>${body}\n<p style="font-size:12px;color:#6b7280"><a href="${escapeHtml(unsubscribeUrl)}">Unsubscribe</a></p></body></html>`,
    text: `${text}\n\nUnsubscribe: ${unsubscribeUrl}`,
  };
}
