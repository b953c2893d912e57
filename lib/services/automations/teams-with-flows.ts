import { driverQuery } from "@/lib/db/driver-transaction";

/**
 * The teams among `teamIds` for which events can change anything: those with an active flow or a
 * live run (of any of their flows). For the others every step of enterAutomationsForTeam finds
 * nothing; one driver query says so for the whole batch, where the steps' own lookups cost four
 * Prisma queries per team, on every batch of pixel hits.
 */
export async function teamsWithFlows(teamIds: string[]): Promise<Set<string>> {
  const rows = await driverQuery<{ teamId: string }>(
    `SELECT t AS "teamId" FROM unnest($1::text[]) AS t
     WHERE EXISTS (SELECT 1 FROM "Automation" a WHERE a."teamId" = t
       AND (a."isActive" OR EXISTS (SELECT 1 FROM "AutomationRun" r WHERE r."automationId" = a.id AND r.status IN ('RUNNING', 'WAITING'))))`,
    [teamIds],
  );
  return new Set(rows.map((row) => row.teamId));
}
