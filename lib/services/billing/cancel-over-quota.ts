import type { DriverQuery } from "@/lib/db/driver-transaction";
import { reserveEmailQuotaUpTo } from "./reserve-email-quota";

const CANCEL_SQL = `UPDATE "Email" SET "status" = 'CANCELLED', "error" = $3, "updatedAt" = clock_timestamp() AT TIME ZONE 'UTC'
  WHERE "id" = ANY($1::text[]) AND "teamId" = $2 AND NOT "isDeleted"`;

/**
 * Takes the monthly quota for freshly written batch rows (SENDING), team by team, and marks the
 * rows beyond it CANCELLED with the reason, in the caller's transaction. Answers the cancelled ids.
 */
export async function cancelOverQuota(
  query: DriverQuery,
  rows: { id: string; teamId: string }[],
): Promise<Set<string>> {
  const byTeam = new Map<string, string[]>();
  for (const row of rows) byTeam.set(row.teamId, [...(byTeam.get(row.teamId) ?? []), row.id]);
  const refused = new Set<string>();
  for (const [teamId, ids] of byTeam) {
    const { granted, refusal } = await reserveEmailQuotaUpTo(query, { teamId, wanted: ids.length });
    if (!refusal) continue;
    const over = ids.slice(granted);
    await query(CANCEL_SQL, [over, teamId, refusal.message]);
    for (const id of over) refused.add(id);
  }
  return refused;
}
