import { randomUUID } from "node:crypto";
import { Prisma } from "@/lib/generated/prisma/client";

// A contact enters a flow in ONE statement: claim the re-entry rule on the contact's
// AutomationEntry row, and create the RUNNING run at the trigger only if the claim held.
//
// - never: the entry row's insert conflicts once the contact has entered before: no run.
// - after_days: the conflict updates the row only when its last entry is old enough.
// - always: the row is updated every time.
// Two triggers at once for one contact meet on that row: the second statement waits for the first
// to commit and then sees its entry, so the rule holds under concurrency. A contact in a live run
// (RUNNING/WAITING) is refused by the partial unique index on the run (ON CONFLICT DO NOTHING),
// whatever the rule.

type Sql = { $queryRaw<T>(query: Prisma.Sql): Prisma.PrismaPromise<T> };

export type NewRun = {
  teamId: string;
  automationId: string;
  triggerNodeId: string;
  contactId: string;
  context: Prisma.InputJsonValue;
};

/** Answers the new run's id, or null when the re-entry rule or a live run refused the entry. */
export async function insertRun(
  client: Sql,
  { teamId, automationId, triggerNodeId, contactId, context }: NewRun,
): Promise<string | null> {
  const rows = await client.$queryRaw<{ id: string }[]>(Prisma.sql`
    WITH rule AS (
      SELECT a."reentry", a."reentryDays" FROM "Automation" a WHERE a."id" = ${automationId} AND a."teamId" = ${teamId}
    ), entry AS (
      INSERT INTO "AutomationEntry" AS e ("automationId", "contactId", "lastEnteredAt", "entries")
      SELECT ${automationId}, ${contactId}, now(), 1 FROM rule
      ON CONFLICT ("automationId", "contactId") DO UPDATE SET "lastEnteredAt" = EXCLUDED."lastEnteredAt", "entries" = e."entries" + 1
      WHERE (SELECT r."reentry" FROM rule r) = 'always'
         OR ((SELECT r."reentry" FROM rule r) = 'after_days'
             AND e."lastEnteredAt" <= now() - make_interval(days => COALESCE((SELECT r."reentryDays" FROM rule r), 0)))
      RETURNING 1
    )
    INSERT INTO "AutomationRun" ("id", "teamId", "automationId", "contactId", "status", "currentNodeId", "context", "history", "createdAt", "updatedAt")
    SELECT ${randomUUID()}, ${teamId}, ${automationId}, ${contactId}, 'RUNNING'::"AutomationRunStatus", ${triggerNodeId},
      ${JSON.stringify(context)}::jsonb, '[]'::jsonb, now(), now()
    FROM entry
    ON CONFLICT DO NOTHING
    RETURNING "id"`);
  return rows[0]?.id ?? null;
}

/** Records entries for runs created in bulk (an import's hand-off): the contacts' later triggers see them. */
export async function recordEntries(client: Sql, runs: { automationId: string; contactId: string }[]): Promise<void> {
  if (runs.length === 0) return;
  await client.$queryRaw(Prisma.sql`
    INSERT INTO "AutomationEntry" AS e ("automationId", "contactId", "lastEnteredAt", "entries")
    SELECT x."automationId", x."contactId", now(), 1
    FROM jsonb_to_recordset(${JSON.stringify(runs)}::jsonb) AS x("automationId" text, "contactId" text)
    ON CONFLICT ("automationId", "contactId") DO UPDATE SET "lastEnteredAt" = EXCLUDED."lastEnteredAt", "entries" = e."entries" + 1
    RETURNING 1`);
}
