import { openSecret } from "@/lib/crypto/secret-box";
import type { Contact, Model } from "@/lib/generated/prisma/client";
import { CONTACT_FIELDS } from "@/lib/contacts/contact-fields";
import { resolvePublicTarget } from "@/lib/mail/private-targets";

// EMAIL_WRITER's call to the team's Model: one OpenAI-compatible chat completion
// (POST {baseUrl}/chat/completions) whose answer is the email body.

const MODEL_TIMEOUT_MS = 60_000;

const SYSTEM_PROMPT =
  "You write the body of one marketing email for the recipient described below. Follow the instructions. " +
  "Answer with the email body only: simple HTML (paragraphs, links, lists) or plain text, no subject line, no preamble, no signature placeholder.";

function recipientOf(contact: Contact) {
  const fields: Record<string, unknown> = {};
  for (const field of CONTACT_FIELDS) if (contact[field]) fields[field] = contact[field];
  if (contact.metadata && typeof contact.metadata === "object") fields.metadata = contact.metadata;
  return fields;
}

/** The model's answer, or throws an Error saying why there is none (HTTP error, timeout, empty answer). */
export async function writeWithModel(model: Model, prompt: string, contact: Contact): Promise<string> {
  if (!model.baseUrl || !model.model) throw new Error("the model has no baseUrl or model name");
  const url = new URL(`${model.baseUrl.replace(/\/+$/, "")}/chat/completions`);
  // The same private-target rule as SMTP hosts and webhooks (docs/contract.md section 12).
  await resolvePublicTarget(url.hostname.replace(/^\[(.*)\]$/, "$1"), { field: "baseUrl" });
  const response = await fetch(url, {
    method: "POST",
    redirect: "manual",
    signal: AbortSignal.timeout(MODEL_TIMEOUT_MS),
    headers: {
      "content-type": "application/json",
      ...(model.apiKey ? { authorization: `Bearer ${openSecret(model.apiKey)}` } : {}),
    },
    body: JSON.stringify({
      model: model.model,
      messages: [
        { role: "system", content: SYSTEM_PROMPT },
        { role: "user", content: `${prompt}\n\nRecipient (JSON): ${JSON.stringify(recipientOf(contact))}` },
      ],
    }),
  });
  if (!response.ok) throw new Error(`the model answered HTTP ${response.status}`);
  const answer = (await response.json().catch(() => null)) as {
    choices?: { message?: { content?: unknown } }[];
  } | null;
  const content = answer?.choices?.[0]?.message?.content;
  if (typeof content !== "string" || content.trim() === "") throw new Error("the model gave an empty answer");
  return content.trim();
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
