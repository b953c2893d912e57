import { LOCALE_NAMES } from "@/lib/i18n/locales";
import type { AiWriteBody, RewriteStyle } from "@/lib/validation/ai";

// The instructions POST /ai/write gives the model per kind, and how its answer becomes suggestions.

const SEPARATOR = "=====";

const STYLE_TEXT: Record<Exclude<RewriteStyle, "translate">, string> = {
  shorter: "Make it noticeably shorter while keeping its meaning, links and placeholders.",
  friendlier: "Make it warmer and friendlier, as a person would write to a customer they like.",
  more_formal: "Make it more formal and professional.",
};

export function writePrompt(body: AiWriteBody, count: number, grounding: string | null) {
  const context = grounding ? `\n\nThe email as it stands (for context):\n${grounding}` : "";
  const keep =
    "Keep Liquid placeholders such as {{ firstName }} and any HTML tags exactly as they are. Answer with the text only, no preamble.";
  const several = (what: string) =>
    count === 1
      ? `Write one ${what}.`
      : `Write ${count} different ${what}s, separated by a line containing only ${SEPARATOR}.`;
  switch (body.kind) {
    case "subject":
      return {
        system:
          "You write subject lines for marketing emails: short (under 60 characters), specific, honest, no spammy words, no quotes around them. " +
          `Answer with exactly ${count} subject line${count === 1 ? "" : "s"}, one per line, nothing else.`,
        prompt: `What the email is about: ${body.prompt}${context}`,
        maxTokens: 60 * count,
      };
    case "body":
      return {
        system: `You write the body of a marketing email. ${several("email body draft")} Use simple HTML paragraphs. ${keep}`,
        prompt: `What the email should say: ${body.prompt}${context}`,
        maxTokens: 700 * count,
      };
    case "rewrite": {
      const how =
        body.style === "translate"
          ? `Translate it into ${LOCALE_NAMES[body.language!]} (${body.language}), natural and idiomatic.`
          : STYLE_TEXT[body.style as Exclude<RewriteStyle, "translate">];
      return {
        system: `You edit text from a marketing email. ${how} ${several("version")} ${keep}`,
        prompt: `The text:\n${body.prompt}${context}`,
        maxTokens: Math.min(4000, 200 + Math.ceil(body.prompt.length / 2)) * count,
      };
    }
  }
}

const unquote = (line: string) =>
  line
    .trim()
    .replace(/^(\d+[.)]|[-*•])\s+/, "")
    .replace(/^["“'](.*)["”']$/, "$1")
    .trim();

/** The answer as up to `count` suggestions (subject: one a line; others: split on the separator). */
export function toSuggestions(kind: AiWriteBody["kind"], answer: string, count: number): string[] {
  const parts =
    kind === "subject"
      ? answer.split("\n").map(unquote)
      : answer.split(new RegExp(`^\\s*${SEPARATOR}\\s*$`, "m")).map((part) => part.trim());
  return [...new Set(parts.filter((part) => part !== ""))].slice(0, count);
}
