import { withDriverSessionLock, withDriverTransaction } from "@/lib/db/driver-transaction";
import { rebuildLockKeys } from "./fold-locks";
import { foldTeamRows, REBUILD_READ_SETTINGS, type RebuildFoldOptions } from "./rebuild-fold";
import { foldTeamRowsInParts } from "./rebuild-fold-parts";
import { createStages, mergeStages } from "./rebuild-stage";
import { foldTail } from "./fold-tail";

// Recomputes a team's roll-ups from its raw rows, in one transaction: it folds every live row of
// its snapshot into staging tables (rebuild-fold.ts), then makes the team's counters, presence,
// timeline modes, email states and contacts' engagement equal to them (rebuild-stage.ts); the sent
// emails are recounted after. Until it commits, reports read the roll-ups as they were; then the
// new ones, whole. Rows purged by TRACKING_RETENTION_DAYS are gone from the raw table and so from
// a rebuilt roll-up.
//
// It holds the team's rebuild and fold locks (fold-locks.ts) from before its snapshot to its end:
// every fold that started earlier has committed, so the snapshot has its rows and counters, and
// none writes the team's roll-ups meanwhile. Rows stored during the rebuild are left unfolded by
// their writers; the tail fold after the commit takes them. A rebuild that dies rolls back and
// leaves the roll-ups as they were; its job, queued again from its lease, runs it again
// (jobs/rebuild-analytics-rollups.ts).

const SERIALIZATION_RETRIES = 3;
/** Rows written to a roll-up table past which the rebuild analyzes it (below, the statistics it
 * had still describe it, and autovacuum's own analyze follows). */
const ANALYZE_AFTER_ROWS = 10_000;

/** `parts`: threads the fold is split over (rebuild-fold-parts.ts; PostgreSQL only). `analyzeAfterRows`:
 * tests analyze after fewer rows written. */
export type RebuildOptions = RebuildFoldOptions & { parts?: number; analyzeAfterRows?: number };

export async function rebuildRollups(
  teamId: string,
  { parts = 1, analyzeAfterRows = ANALYZE_AFTER_ROWS, ...options }: RebuildOptions = {},
): Promise<{ folded: number }> {
  const { folded, written } = await withDriverSessionLock(rebuildLockKeys(teamId), async () => {
    for (let attempt = 1; ; attempt += 1) {
      try {
        return await withDriverTransaction(
          async (query, copy) => {
            // The snapshot's unfolded rows are this rebuild's to fold; rows stored after it stay in the tail.
            await query(`UPDATE "EmailTracking" SET "rolledUp" = true WHERE "teamId" = $1 AND NOT "rolledUp"`, [
              teamId,
            ]);
            await createStages(query);
            const folded =
              parts > 1
                ? await foldTeamRowsInParts(query, copy, teamId, parts, options)
                : await foldTeamRows(query, copy, teamId, options);
            return { folded, written: await mergeStages(query, teamId) };
          },
          // One snapshot for every read (the fold's threads import it, rebuild-fold-parts.ts).
          {
            setup: `SET TRANSACTION ISOLATION LEVEL REPEATABLE READ; ${REBUILD_READ_SETTINGS}`,
          },
        );
      } catch (error) {
        // A row the rebuild writes was changed after its snapshot (a contact erased meanwhile):
        // nothing was written, so the rebuild starts again with a new snapshot.
        if ((error as { code?: string } | null)?.code !== "40001" || attempt >= SERIALIZATION_RETRIES) throw error;
      }
    }
  });
  await recountSentEmails(teamId);
  // A rebuild can write millions of counters at once (a team restored without its roll-ups);
  // until autovacuum gets to them the planner has no statistics and may read a report's few
  // counters through the team index (60 ms, not 1). A rebuild that found the roll-ups right, or
  // nearly, leaves them be: analyzing the four tables took a second of a rebuild of 300,000 entries.
  const changed = [...written].filter(([, rows]) => rows >= analyzeAfterRows).map(([table]) => `"${table}"`);
  if (changed.length > 0) await withDriverTransaction((query) => query(`ANALYZE ${changed.join(", ")}`));
  return { folded: folded + (await foldTail(teamId)) };
}

/** The sent counts a trigger keeps (migration 20261127000200_sent_counts), recounted in a
 * transaction of their own (sends go on during a rebuild, and their trigger writes these rows). A
 * send committing meanwhile is either seen by this count or adds itself after it: each statement
 * reads what was committed when it started, and the trigger's upsert waits for this transaction. */
async function recountSentEmails(teamId: string) {
  await withDriverTransaction(async (query) => {
    await query(`DELETE FROM "AnalyticsSentCount" WHERE "teamId" = $1`, [teamId]);
    await query(
      `INSERT INTO "AnalyticsSentCount" ("teamId", "campaignId", quarter, n)
       SELECT "teamId", COALESCE("campaignId", ''), date_bin('15 minutes', "sentAt", TIMESTAMP '2000-01-01'), count(*)
       FROM "Email" WHERE "teamId" = $1 AND "sentAt" IS NOT NULL AND NOT test AND NOT "isDeleted" GROUP BY 1, 2, 3`,
      [teamId],
    );
  });
}
