import { driverQuery } from "@/lib/db/driver-transaction";
import { pinToPrimary } from "@/lib/db/read-replica";
import { enqueue } from "@/lib/jobs";
import { teamRebuilding } from "./fold-locks";
import { foldTail, tailUpTo } from "./fold-tail";

// A report folds its team's tail (fold-tail.ts) before reading, so its figures cover every row.
// A tail is normally a few rows; after a backfill, POST /t or a restore it can be a million, and
// folding that first kept the first report waiting for minutes. So a report folds at most
// INLINE_FOLD_LIMIT rows itself (one of fold-tail's transactions); a longer tail is folded by the
// fold-analytics-tail job, and the report answers at once with what the roll-ups hold and says
// how far that reaches. While the team's roll-ups are being rebuilt (rebuild-rollups.ts), a report
// answers from the last committed ones likewise, leaving out the rows stored meanwhile, which the
// rebuild folds when it ends.

export const INLINE_FOLD_LIMIT = 20_000;

/** How far a report's figures reach. */
export type ReportFreshness = {
  /** False while a long tail is being folded in the background. */
  complete: boolean;
  /** While not complete: every tracking event stored before this moment is counted. Null when complete. */
  asOf: string | null;
};

/** Folds the team's tail when it is short; queues the fold of a long one and says what is left out. */
export async function foldReportTail(teamId: string, now = new Date()): Promise<ReportFreshness> {
  const tail = await tailUpTo(teamId, INLINE_FOLD_LIMIT + 1);
  if (tail === 0) return { complete: true, asOf: null };
  if (await teamRebuilding(teamId)) return unfoldedSince(teamId, now);
  if (tail <= INLINE_FOLD_LIMIT) {
    // Rows folded just now are on the primary: the report reads them there, not on a replica
    // that may not have them yet (lib/db/read-replica.ts).
    if ((await foldTail(teamId)) > 0) pinToPrimary();
    return { complete: true, asOf: null };
  }
  try {
    // One job a minute at most, however many reports ask: a second fold beside the first would
    // only find rows folded already.
    const minute = Math.floor(now.getTime() / 60_000);
    await enqueue("fold-analytics-tail", { teamId }, { singletonKey: `fold-tail:${teamId}:${minute}` });
  } catch (error) {
    console.error("Queueing the fold of a long analytics tail failed; the next report queues it again", error);
  }
  return unfoldedSince(teamId, now);
}

/** Figures that leave the tail out: every row stored before its oldest is counted. */
async function unfoldedSince(teamId: string, now: Date): Promise<ReportFreshness> {
  const [oldest] = await driverQuery<{ createdAt: Date }>(
    `SELECT "createdAt" AT TIME ZONE 'UTC' AS "createdAt" FROM "EmailTracking" WHERE "teamId" = $1 AND NOT "rolledUp" ORDER BY "createdAt" LIMIT 1`,
    [teamId],
  );
  return { complete: false, asOf: (oldest?.createdAt ?? now).toISOString() };
}
