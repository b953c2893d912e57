import { db } from "@/lib/db";
import { getDomainRowOrThrow } from "./get-domain";
import { toDomainDto } from "./to-domain-dto";

/**
 * Soft delete. Signing stops at once: the send paths look the team's VERIFIED domains up for every
 * message (or batch) and a deleted row is no longer among them.
 */
export async function deleteDomain({ teamId, id }: { teamId: string; id: string }) {
  const row = await getDomainRowOrThrow({ teamId, id });
  const deleted = await db.domain.update({ where: { id: row.id }, data: { isDeleted: true } });
  return toDomainDto(deleted);
}
