import { rowNotFound } from "@/lib/api/not-found";
import { db } from "@/lib/db";
import { apiKeyInclude, toApiKeyDto } from "./to-api-key-dto";

const apiKeys = rowNotFound("API key not found");

export const rethrowAsNotFound = apiKeys.rethrow;

export async function getApiKey({ teamId, id }: { teamId: string; id: string }) {
  return toApiKeyDto(await apiKeys.orThrow(db.aPIKey.findFirst({ where: { id, teamId }, include: apiKeyInclude })));
}
