import { audited, type AuditActor } from "@/lib/services/audit/record-audit";
import { getDomainRowOrThrow } from "./get-domain";
import { toDomainDto } from "./to-domain-dto";

/**
 * Soft delete. Signing stops at once: the send paths look the team's VERIFIED domains up for every
 * message (or batch) and a deleted row is no longer among them.
 */
export async function deleteDomain({ teamId, id, actor }: { teamId: string; id: string; actor?: AuditActor }) {
  const row = await getDomainRowOrThrow({ teamId, id });
  const deleted = await audited(
    actor,
    (tx) => tx.domain.update({ where: { id: row.id }, data: { isDeleted: true } }),
    (domain) => ({
      teamId,
      action: "domain.deleted",
      targetType: "domain",
      targetId: domain.id,
      details: { domain: domain.domain },
    }),
  );
  return toDomainDto(deleted);
}
