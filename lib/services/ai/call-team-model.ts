import { complete, type Completion } from "@/lib/ai/complete";
import { openSecret } from "@/lib/crypto/secret-box";
import { db } from "@/lib/db";
import type { Model } from "@/lib/generated/prisma/client";
import { ModelCallError } from "@/lib/ai/model-call-error";
import { providerOf } from "../models/to-model-dto";
import { assertAiTokenRoom } from "./ai-token-room";

/** What a call was for (AiUsage.kind). */
export type AiUsageKind = "subject" | "body" | "rewrite" | "test" | "writer" | "preview";

/**
 * One call to a team's model: within the plan's monthly token cap (403 PLAN_LIMIT_REACHED), and its
 * tokens recorded against the team. Throws ModelCallError when the model fails.
 */
export async function callTeamModel({
  model,
  kind,
  system,
  prompt,
  maxTokens,
}: {
  model: Model;
  kind: AiUsageKind;
  system: string;
  prompt: string;
  maxTokens: number;
}): Promise<Completion> {
  await assertAiTokenRoom(model.teamId);
  if (!model.baseUrl || !model.model)
    throw new ModelCallError("not_configured", "the model has no base URL or model name");
  const completion = await complete(
    {
      provider: providerOf(model),
      baseUrl: model.baseUrl,
      model: model.model,
      apiKey: model.apiKey ? openSecret(model.apiKey) : null,
      apiVersion: model.apiVersion,
    },
    { system, prompt, maxTokens },
  );
  await db.aiUsage.create({
    data: {
      teamId: model.teamId,
      modelId: model.id,
      kind,
      inputTokens: completion.inputTokens,
      outputTokens: completion.outputTokens,
    },
  });
  return completion;
}
