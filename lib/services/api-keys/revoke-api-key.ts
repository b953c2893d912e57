import { audited, type AuditActor } from "@/lib/services/audit/record-audit";
import { rethrowAsNotFound } from "./get-api-key";
import { apiKeyInclude, toApiKeyDto } from "./to-api-key-dto";

/**
 * Soft-deletes the key. Authentication only finds live keys (lib/db/soft-delete.ts), so the key is
 * refused from its very next request.
 */
export async function revokeApiKey({ teamId, id, actor }: { teamId: string; id: string; actor?: AuditActor }) {
  const row = await audited(
    actor,
    (tx) => tx.aPIKey.update({ where: { id, teamId }, data: { isDeleted: true }, include: apiKeyInclude }),
    (key) => ({
      teamId,
      action: "api_key.revoked",
      targetType: "api_key",
      targetId: key.id,
      details: { name: key.name, keyPrefix: key.keyPrefix },
    }),
  ).catch(rethrowAsNotFound);
  return toApiKeyDto(row);
}
