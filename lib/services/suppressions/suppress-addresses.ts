import type { Transaction } from "@/lib/db";
import type { SuppressionReason } from "@/lib/generated/prisma/enums";

/**
 * suppressAddress for many addresses with one reason, in a few statements whatever their number
 * (the inbound intake records bounces and complaints by the group): addresses already suppressed
 * keep their first live reason, cleared (soft-deleted) rows are revived, the rest are created.
 */
export async function suppressAddresses(
  tx: Transaction,
  { teamId, emails, reason }: { teamId: string; emails: string[]; reason: SuppressionReason },
) {
  const addresses = [...new Set(emails.map((email) => email.trim().toLowerCase()))];
  if (addresses.length === 0) return;
  const rowsOf = (isDeleted: boolean) =>
    tx.suppression.findMany({ where: { teamId, email: { in: addresses }, isDeleted }, select: { email: true } });
  const [live, cleared] = await Promise.all([rowsOf(false), rowsOf(true)]);
  if (cleared.length > 0)
    await tx.suppression.updateMany({
      where: { teamId, email: { in: cleared.map((row) => row.email) }, isDeleted: true },
      data: { reason, isDeleted: false },
    });
  const known = new Set([...live, ...cleared].map((row) => row.email));
  const fresh = addresses.filter((address) => !known.has(address));
  if (fresh.length > 0)
    await tx.suppression.createMany({ data: fresh.map((email) => ({ teamId, email, reason })), skipDuplicates: true });
}
