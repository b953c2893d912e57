import type { Transaction } from "@/lib/db";
import type { SuppressionReason } from "@/lib/generated/prisma/enums";

/**
 * Records that the team must not mail `email` again. An address already suppressed keeps its first
 * live reason (a complaint stays a complaint); a cleared (soft-deleted) row is revived.
 */
export async function suppressAddress(
  tx: Transaction,
  { teamId, email, reason }: { teamId: string; email: string; reason: SuppressionReason },
) {
  const address = email.trim().toLowerCase();
  // upsert reads soft-deleted rows too, which the (teamId, email) unique key covers.
  const existing = await tx.suppression.findFirst({ where: { teamId, email: address, isDeleted: false } });
  if (existing) return existing;
  return tx.suppression.upsert({
    where: { teamId_email: { teamId, email: address } },
    create: { teamId, email: address, reason },
    update: { reason, isDeleted: false },
  });
}
