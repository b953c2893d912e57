import type { Transaction } from "@/lib/db";
import type { SuppressionReason } from "@/lib/generated/prisma/enums";

/**
 * Lifts the team's suppression of `email` (soft delete) when it has the given reason: a new
 * explicit opt-in answers an unsubscribe, not a bounce, a complaint or a manual block.
 */
export async function clearSuppression(
  tx: Transaction,
  { teamId, email, reason }: { teamId: string; email: string; reason: SuppressionReason },
) {
  await tx.suppression.updateMany({
    where: { teamId, email: email.trim().toLowerCase(), reason },
    data: { isDeleted: true },
  });
}
