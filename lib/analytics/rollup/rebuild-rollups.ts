import { db } from "@/lib/db";
import { type DriverQuery, withDriverTransaction } from "@/lib/db/driver-transaction";
import { lockTeams } from "./fold-rows";
import { foldTail } from "./fold-tail";

// Recomputes a team's roll-ups from its raw rows: drops its counters, presence, timeline modes and
// email states, recounts its sent emails and marks every tracking row unfolded in one transaction, then folds them all
// (fold-tail.ts, a bounded number of rows per transaction, each email's rows in time order). A report running
// meanwhile folds what is left before it reads, so it never sees a half-built roll-up.
// Rows purged by TRACKING_RETENTION_DAYS are gone from the raw table and so from a rebuilt roll-up.
// Resumable: once the reset has committed, what is left is the tail, which any later fold finishes
// where this one stopped. `recordReset` writes that the reset is done in the reset's own
// transaction (the job's lease, jobs/rebuild-analytics-rollups.ts), and `resume` skips to the fold.

type RebuildOptions = {
  resume?: boolean;
  recordReset?: (query: DriverQuery) => Promise<void>;
  rowsPerTransaction?: number;
};

export async function rebuildRollups(
  teamId: string,
  { resume = false, recordReset, rowsPerTransaction }: RebuildOptions = {},
): Promise<{ folded: number; resumed: boolean }> {
  if (!resume) await resetRollups(teamId, recordReset);
  const folded = await foldTail(teamId, { rowsPerTransaction });
  // A rebuild can write millions of counters at once; until autovacuum gets to them the planner
  // has no statistics and may read a report's few counters through the team index (60 ms, not 1).
  await db.$executeRaw`ANALYZE "AnalyticsCounter", "AnalyticsTimelineMode", "AnalyticsPresence", "AnalyticsEmailState"`;
  return { folded, resumed: resume };
}

async function resetRollups(teamId: string, recordReset: RebuildOptions["recordReset"]) {
  await withDriverTransaction(async (query) => {
    await lockTeams(query, [teamId]);
    for (const table of [
      "AnalyticsCounter",
      "AnalyticsPresence",
      "AnalyticsTimelineMode",
      "AnalyticsEmailState",
      "ContactEngagement",
    ]) {
      await query(`DELETE FROM "${table}" WHERE "teamId" = $1`, [teamId]);
    }
    await query(`UPDATE "EmailTracking" SET "rolledUp" = false WHERE "teamId" = $1 AND "rolledUp"`, [teamId]);
    // The sent counts a trigger keeps (migration 20261127000200_sent_counts), recounted too. A send
    // committing meanwhile is either seen by this count or adds itself after it: each statement
    // here reads what was committed when it started, and the trigger's upsert waits for this one.
    await query(`DELETE FROM "AnalyticsSentCount" WHERE "teamId" = $1`, [teamId]);
    await query(
      `INSERT INTO "AnalyticsSentCount" ("teamId", "campaignId", quarter, n)
       SELECT "teamId", COALESCE("campaignId", ''), date_bin('15 minutes', "sentAt", TIMESTAMP '2000-01-01'), count(*)
       FROM "Email" WHERE "teamId" = $1 AND "sentAt" IS NOT NULL AND NOT test AND NOT "isDeleted" GROUP BY 1, 2, 3`,
      [teamId],
    );
    await recordReset?.(query);
  });
}
