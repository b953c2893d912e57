import { ApiError } from "@/lib/api/errors";
import { db } from "@/lib/db";
import { isRecordNotFound } from "@/lib/db/errors";
import { apiKeyInclude, toApiKeyDto } from "./to-api-key-dto";

const apiKeyNotFound = () => ApiError.notFound("API key not found");

/** For writes by `{ id, teamId }`: a missing row (or another team's) is a 404, not a 500. */
export function rethrowAsNotFound(error: unknown): never {
  throw isRecordNotFound(error) ? apiKeyNotFound() : error;
}

export async function getApiKey({ teamId, id }: { teamId: string; id: string }) {
  const row = await db.aPIKey.findFirst({ where: { id, teamId }, include: apiKeyInclude });
  if (!row) throw apiKeyNotFound();
  return toApiKeyDto(row);
}
