import type { Transaction } from "@/lib/db";
import { reserveEmailQuotaUpTo } from "./reserve-email-quota";

/**
 * Takes the monthly quota for freshly written batch rows (SENDING), team by team, and marks the
 * rows beyond it CANCELLED with the reason, in the caller's transaction. Answers the cancelled ids.
 */
export async function cancelOverQuota(tx: Transaction, rows: { id: string; teamId: string }[]): Promise<Set<string>> {
  const byTeam = new Map<string, string[]>();
  for (const row of rows) byTeam.set(row.teamId, [...(byTeam.get(row.teamId) ?? []), row.id]);
  const refused = new Set<string>();
  for (const [teamId, ids] of byTeam) {
    const { granted, refusal } = await reserveEmailQuotaUpTo(tx, { teamId, wanted: ids.length });
    if (!refusal) continue;
    const over = ids.slice(granted);
    await tx.email.updateMany({ where: { id: { in: over }, teamId }, data: { status: "CANCELLED", error: refusal.message } });
    for (const id of over) refused.add(id);
  }
  return refused;
}
