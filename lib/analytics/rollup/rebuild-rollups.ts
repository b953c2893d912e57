import { db } from "@/lib/db";
import { lockTeams } from "./fold-rows";
import { foldTail } from "./fold-tail";

// Recomputes a team's roll-ups from its raw tracking rows: drops its counters, presence, timeline
// modes and email states and marks every row unfolded in one transaction, then folds them all
// (fold-tail.ts, a bounded number of rows per transaction, each email's rows in time order). A report running
// meanwhile folds what is left before it reads, so it never sees a half-built roll-up.
// Rows purged by TRACKING_RETENTION_DAYS are gone from the raw table and so from a rebuilt roll-up.

export async function rebuildRollups(teamId: string): Promise<{ folded: number }> {
  await db.$transaction(
    async (tx) => {
      await lockTeams(tx, [teamId]);
      await tx.$executeRaw`DELETE FROM "AnalyticsCounter" WHERE "teamId" = ${teamId}`;
      await tx.$executeRaw`DELETE FROM "AnalyticsPresence" WHERE "teamId" = ${teamId}`;
      await tx.$executeRaw`DELETE FROM "AnalyticsTimelineMode" WHERE "teamId" = ${teamId}`;
      await tx.$executeRaw`DELETE FROM "AnalyticsEmailState" WHERE "teamId" = ${teamId}`;
      await tx.$executeRaw`DELETE FROM "ContactEngagement" WHERE "teamId" = ${teamId}`;
      await tx.$executeRaw`UPDATE "EmailTracking" SET "rolledUp" = false WHERE "teamId" = ${teamId} AND "rolledUp"`;
    },
    { timeout: 600_000, maxWait: 60_000 },
  );
  const folded = await foldTail(teamId);
  // A rebuild can write millions of counters at once; until autovacuum gets to them the planner
  // has no statistics and may read a report's few counters through the team index (60 ms, not 1).
  await db.$executeRaw`ANALYZE "AnalyticsCounter", "AnalyticsTimelineMode", "AnalyticsPresence", "AnalyticsEmailState"`;
  return { folded };
}
