import {
  driverQuery,
  driverRunsConcurrently,
  withDriverSessionLock,
  withDriverTransaction,
} from "@/lib/db/driver-transaction";
import { lockTeamsUnlessRebuilding } from "./fold-locks";
import { foldRows } from "./fold-rows";
import type { FoldRow } from "./increments";

// The tail: a team's tracking rows stored without the recorder (POST /t entries, inbound replies
// and bounces, rows that predate the roll-ups, the recorder's while a rebuild ran). Each report folds its team's tail
// before reading, so the roll-ups always cover every row; normally the tail is a few rows and
// finding it is one probe of the partial index on unfolded rows. Large tails (a backfill) are
// folded by email, a bounded number of rows per transaction, each email's rows in one go so
// that they arrive in time order.
//
// A long tail is folded by FOLD_WORKERS transactions at once, each on its own emails: while one
// waits for PostgreSQL, the next works out its increments, and PostgreSQL writes two batches on
// two cores (bench/README.md, analytics-reports). They may overlap because everything the fold
// writes beside an email's own state is summed (counters, the latest engagement), counted once by
// a unique key (presence) or kept as the larger value (timeline modes), each statement taking its
// rows in key order; an email's state is read and written by the one transaction that folds its
// rows. To keep it so, a tail fold of several transactions runs alone per team (a session lock)
// and its transactions take the team's fold lock shared: the recorder and any one-transaction
// fold take it exclusively, and so never run beside them.

const ROWS_PER_TRANSACTION = 20_000;
const FOLD_WORKERS = 2;
const DEADLOCK_RETRIES = 3;

const FOLD_COLUMNS = `"teamId", "emailId", "campaignId", "contactId", event, timestamp AT TIME ZONE 'UTC' AS timestamp, browser, os, "deviceType", city, region, country, url, "isAutomated", "isDeleted"`;

/** Packs emails into groups of about `limit` rows (an email with more rows is a group of its own). */
function packEmails(counts: { emailId: string; rows: number }[], limit: number): string[][] {
  const groups: string[][] = [];
  let group: string[] = [];
  let size = 0;
  for (const { emailId, rows } of counts) {
    if (group.length > 0 && size + rows > limit) {
      groups.push(group);
      group = [];
      size = 0;
    }
    group.push(emailId);
    size += rows;
  }
  if (group.length > 0) groups.push(group);
  return groups;
}

/** The team's unfolded rows, counted no further than `limit`: a probe of the partial index. */
export async function tailUpTo(teamId: string, limit: number): Promise<number> {
  const [probe] = await driverQuery<{ rows: number }>(
    `SELECT count(*)::int AS rows FROM (SELECT 1 FROM "EmailTracking" WHERE "teamId" = $1 AND NOT "rolledUp" LIMIT ${Math.floor(limit)}) tail`,
    [teamId],
  );
  return probe?.rows ?? 0;
}

async function tailGroups(teamId: string, rowsPerTransaction: number): Promise<string[][]> {
  const counts = await driverQuery<{ emailId: string; rows: number }>(
    `SELECT "emailId", count(*)::int AS rows FROM "EmailTracking" WHERE "teamId" = $1 AND NOT "rolledUp" GROUP BY 1 ORDER BY 1`,
    [teamId],
  );
  return packEmails(counts, rowsPerTransaction);
}

/** Folds the unfolded rows of the emails in one transaction; answers how many rows it folded (none
 * while the team's roll-ups are being rebuilt: the rebuild folds them, or they wait for the next fold). */
function foldGroup(teamId: string, emailIds: string[], shared: boolean): Promise<number> {
  return withDriverTransaction(async (query) => {
    if ((await lockTeamsUnlessRebuilding(query, [teamId], { shared })).size > 0) return 0;
    // Another fold may have folded these rows while this one waited for the lock.
    const { rows } = await query<FoldRow & { isDeleted: boolean }>(
      `UPDATE "EmailTracking" SET "rolledUp" = true WHERE "teamId" = $1 AND NOT "rolledUp" AND "emailId" = ANY($2::text[]) RETURNING ${FOLD_COLUMNS}`,
      [teamId, emailIds],
    );
    await foldRows(query, rows);
    return rows.length;
  });
}

const isDeadlock = (error: unknown) => (error as { code?: string } | null)?.code === "40P01";

/** One of the parallel transactions, run again (it rolled back whole) if PostgreSQL ended it to
 * break a deadlock: the statements take their rows in key order, so none is expected. */
async function foldGroupShared(teamId: string, emailIds: string[]): Promise<number> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await foldGroup(teamId, emailIds, true);
    } catch (error) {
      if (!isDeadlock(error) || attempt >= DEADLOCK_RETRIES) throw error;
    }
  }
}

async function foldInParallel(teamId: string, groups: string[][], workers: number): Promise<number> {
  let next = 0;
  let folded = 0;
  let failed = false;
  const worker = async () => {
    while (next < groups.length && !failed) {
      const group = groups[next++];
      try {
        // Not `folded += await ...`: that reads `folded` before the other worker adds to it.
        const rows = await foldGroupShared(teamId, group);
        folded += rows;
      } catch (error) {
        failed = true;
        throw error;
      }
    }
  };
  // Every worker has stopped before this returns or throws: the session lock is released after,
  // and no transaction of this fold may still run then.
  const results = await Promise.allSettled(Array.from({ length: Math.min(workers, groups.length) }, worker));
  const failure = results.find((result) => result.status === "rejected");
  if (failure) throw failure.reason;
  return folded;
}

/** Folds every unfolded tracking row of the team, about `rowsPerTransaction` rows a transaction;
 * answers how many rows it folded. */
export async function foldTail(
  teamId: string,
  {
    rowsPerTransaction = ROWS_PER_TRANSACTION,
    workers = FOLD_WORKERS,
  }: { rowsPerTransaction?: number; workers?: number } = {},
): Promise<number> {
  const tail = await tailUpTo(teamId, rowsPerTransaction + 1);
  if (tail === 0) return 0;
  if (tail > rowsPerTransaction && workers > 1 && driverRunsConcurrently()) {
    // Its emails are found under the lock: a fold that held it may have folded some.
    return withDriverSessionLock(`rollup-tail:${teamId}`, async () =>
      foldInParallel(teamId, await tailGroups(teamId, rowsPerTransaction), workers),
    );
  }
  const groups = await tailGroups(teamId, rowsPerTransaction);
  let folded = 0;
  for (const emailIds of groups) folded += await foldGroup(teamId, emailIds, false);
  return folded;
}
