import { z } from "zod";
import { LOCALES } from "@/lib/i18n/locales";
import { bodyObject } from "./common";

// POST /ai/write (docs/contract.md section 24): subject lines, body drafts and rewrites from the
// team's AI model, grounded on a template's text when one is named.

const AI_WRITE_KINDS = ["subject", "body", "rewrite"] as const;
const REWRITE_STYLES = ["shorter", "friendlier", "more_formal", "translate"] as const;
export type RewriteStyle = (typeof REWRITE_STYLES)[number];

export const AiWriteBodySchema = bodyObject({
  modelId: z
    .string({ error: "must be a string" })
    .min(1, { error: "must not be empty" })
    .optional()
    .meta({ description: "The team's model to ask; omitted: the team's default (its first) model" }),
  kind: z.enum(AI_WRITE_KINDS, { error: `must be one of ${AI_WRITE_KINDS.join(", ")}` }).meta({
    description: "subject: subject lines; body: an email body draft; rewrite: `prompt` rewritten in `style`",
  }),
  prompt: z
    .string({ error: (issue) => (issue.input === undefined ? "is required" : "must be a string") })
    .trim()
    .min(1, { error: "must not be empty" })
    .max(20_000, { error: "must be at most 20000 characters" })
    .meta({
      description: "What to write about (subject, body), or the text to rewrite (rewrite)",
      example: "Our spring sale: 20% off all plans until Friday",
    }),
  templateId: z
    .string({ error: "must be a string" })
    .min(1, { error: "must not be empty" })
    .optional()
    .meta({ description: "A template whose current text grounds the answer (its subject and words)" }),
  count: z
    .number({ error: "must be a number" })
    .int({ error: "must be an integer" })
    .min(1, { error: "must be between 1 and 5" })
    .max(5, { error: "must be between 1 and 5" })
    .optional()
    .meta({ description: "How many suggestions (1-5); default 3 for subject, 1 otherwise", example: 3 }),
  style: z
    .enum(REWRITE_STYLES, { error: `must be one of ${REWRITE_STYLES.join(", ")}` })
    .optional()
    .meta({ description: "rewrite only (required there): how to rewrite `prompt`" }),
  language: z
    .enum(LOCALES, { error: `must be one of ${LOCALES.join(", ")}` })
    .optional()
    .meta({ description: "style translate only (required there): the contact language to translate into" }),
})
  .superRefine((body, context) => {
    const issue = (path: string, message: string) => context.addIssue({ code: "custom", path: [path], message });
    if (body.kind === "rewrite" && !body.style) issue("style", "is required for a rewrite");
    if (body.kind !== "rewrite" && body.style) issue("style", "only applies to a rewrite");
    if (body.style === "translate" && !body.language) issue("language", "is required to translate");
    if (body.language && body.style !== "translate") issue("language", "only applies to style translate");
  })
  .meta({ id: "AiWriteBody" });

export type AiWriteBody = z.output<typeof AiWriteBodySchema>;

/** Why a model call failed (details.reason of 422 MODEL_TEST_FAILED and MODEL_FAILED). */
export const MODEL_FAILURE_REASONS = [
  "auth_refused",
  "rate_limited",
  "timeout",
  "bad_answer",
  "unreachable",
  "http_error",
  "private_host",
  "not_configured",
] as const;

export const AiWriteResultSchema = z
  .object({
    suggestions: z.array(z.string()).meta({ description: "The model's suggestions, best first" }),
    usage: z
      .object({ inputTokens: z.number().int(), outputTokens: z.number().int() })
      .meta({ description: "Tokens this call used; they count against the plan's monthly AI token cap" }),
  })
  .meta({ id: "AiWriteResult" });

export const ModelTestResultSchema = z
  .object({
    ok: z.literal(true),
    latencyMs: z.number().int().meta({ description: "Time until the model answered, retries included" }),
    sample: z.string().meta({ description: "The model's answer to a short test prompt" }),
  })
  .meta({ id: "ModelTestResult" });
