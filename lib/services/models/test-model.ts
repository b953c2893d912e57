import { ApiError } from "@/lib/api/errors";
import { ModelCallError } from "@/lib/ai/model-call-error";
import { callTeamModel } from "../ai/call-team-model";
import { getModelRowOrThrow } from "./get-model";

// POST /models/{id}/test (docs/contract.md section 24): one short request in the model's own wire
// format. 200 { ok, latencyMs, sample }, or 422 MODEL_TEST_FAILED with details.reason; never 5xx.

const SYSTEM = "You are checking that an email writing assistant is connected. Answer in one short sentence.";
const PROMPT = "Write a one-line, friendly subject line for a welcome email.";

export async function testModel({ teamId, id }: { teamId: string; id: string }) {
  const model = await getModelRowOrThrow({ teamId, id });
  try {
    const answer = await callTeamModel({ model, kind: "test", system: SYSTEM, prompt: PROMPT, maxTokens: 60 });
    return { ok: true as const, latencyMs: answer.latencyMs, sample: answer.text.slice(0, 500) };
  } catch (error) {
    if (!(error instanceof ModelCallError)) throw error;
    throw new ApiError(422, "unprocessable_entity", "MODEL_TEST_FAILED", `Model test failed: ${error.message}`, {
      reason: error.reason,
    });
  }
}
