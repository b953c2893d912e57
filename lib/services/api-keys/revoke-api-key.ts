import { db } from "@/lib/db";
import { rethrowAsNotFound } from "./get-api-key";
import { apiKeyInclude, toApiKeyDto } from "./to-api-key-dto";

/**
 * Soft-deletes the key. Authentication only finds live keys (lib/db/soft-delete.ts), so the key is
 * refused from its very next request.
 */
export async function revokeApiKey({ teamId, id }: { teamId: string; id: string }) {
  const row = await db.aPIKey.update({ where: { id, teamId }, data: { isDeleted: true }, include: apiKeyInclude }).catch(rethrowAsNotFound);
  return toApiKeyDto(row);
}
