import type { Model } from "@/lib/generated/prisma/client";
import { MODEL_PROVIDERS, type ModelProvider } from "@/lib/validation/models";

/** A row's provider as the fixed choice (rows from before it was fixed were mapped by the migration). */
export const providerOf = (model: Pick<Model, "provider">): ModelProvider =>
  (MODEL_PROVIDERS as readonly string[]).includes(model.provider)
    ? (model.provider as ModelProvider)
    : "openai_compatible";

/** The API shape of a Model: the sealed API key never leaves the server, only whether one is set. */
export function toModelDto({ apiKey, ...model }: Model) {
  return { ...model, provider: providerOf(model), hasApiKey: apiKey !== null };
}
