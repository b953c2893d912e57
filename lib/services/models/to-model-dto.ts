import type { Model } from "@/lib/generated/prisma/client";

/** The API shape of a Model: the sealed API key never leaves the server, only whether one is set. */
export function toModelDto({ apiKey, ...model }: Model) {
  return { ...model, hasApiKey: apiKey !== null };
}
