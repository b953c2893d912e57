import { ApiError } from "@/lib/api/errors";
import { ModelCallError } from "@/lib/ai/model-call-error";
import { htmlToText } from "@/lib/mail/render/html-to-text";
import type { AiWriteBody } from "@/lib/validation/ai";
import { resolveTemplateContent } from "../templates/resolve-template-content";
import { toSuggestions, writePrompt } from "./ai-prompts";
import { callTeamModel } from "./call-team-model";
import { findTeamModel } from "./find-team-model";

// POST /ai/write (docs/contract.md section 24).

const GROUNDING_CHARS = 4000;

async function templateText(teamId: string, templateId: string) {
  const { subject, html } = await resolveTemplateContent({ teamId, id: templateId, pick: { kind: "newest" } });
  const text = htmlToText(html).slice(0, GROUNDING_CHARS);
  return `Subject: ${subject}\n\n${text}`;
}

export async function writeWithAi({ teamId, ...body }: AiWriteBody & { teamId: string }) {
  const count = body.count ?? (body.kind === "subject" ? 3 : 1);
  const model = await findTeamModel(teamId, body.modelId);
  const grounding = body.templateId ? await templateText(teamId, body.templateId) : null;
  const request = writePrompt(body, count, grounding);
  try {
    const answer = await callTeamModel({ model, kind: body.kind, ...request });
    const suggestions = toSuggestions(body.kind, answer.text, count);
    if (suggestions.length === 0) throw new ModelCallError("bad_answer", "the model's answer held no suggestion");
    return { suggestions, usage: { inputTokens: answer.inputTokens, outputTokens: answer.outputTokens } };
  } catch (error) {
    if (!(error instanceof ModelCallError)) throw error;
    throw new ApiError(422, "unprocessable_entity", "MODEL_FAILED", `The AI model failed: ${error.message}`, {
      reason: error.reason,
    });
  }
}
