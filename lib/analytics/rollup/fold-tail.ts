import { driverQuery, withDriverTransaction } from "@/lib/db/driver-transaction";
import { foldRows, lockTeams } from "./fold-rows";
import type { FoldRow } from "./increments";

// The tail: a team's tracking rows stored without the recorder (POST /t entries, inbound replies
// and bounces, rows that predate the roll-ups, a rebuild). Each report folds its team's tail
// before reading, so the roll-ups always cover every row; normally the tail is a few rows and
// finding it is one probe of the partial index on unfolded rows. Large tails (a rebuild) are
// folded by email, a bounded number of rows per transaction, each email's rows in one go so
// that they arrive in time order.

const ROWS_PER_TRANSACTION = 20_000;

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

async function hasTail(teamId: string): Promise<boolean> {
  const rows = await driverQuery(`SELECT 1 FROM "EmailTracking" WHERE "teamId" = $1 AND NOT "rolledUp" LIMIT 1`, [
    teamId,
  ]);
  return rows.length > 0;
}

/** Folds every unfolded tracking row of the team, about `rowsPerTransaction` rows a transaction;
 * answers how many rows it folded. */
export async function foldTail(
  teamId: string,
  { rowsPerTransaction = ROWS_PER_TRANSACTION }: { rowsPerTransaction?: number } = {},
): Promise<number> {
  if (!(await hasTail(teamId))) return 0;
  const counts = await driverQuery<{ emailId: string; rows: number }>(
    `SELECT "emailId", count(*)::int AS rows FROM "EmailTracking" WHERE "teamId" = $1 AND NOT "rolledUp" GROUP BY 1 ORDER BY 1`,
    [teamId],
  );
  let folded = 0;
  for (const emailIds of packEmails(counts, rowsPerTransaction)) {
    folded += await withDriverTransaction(async (query) => {
      await lockTeams(query, [teamId]);
      // Another report may have folded these rows while this one waited for the lock.
      const { rows } = await query<FoldRow & { isDeleted: boolean }>(
        `UPDATE "EmailTracking" SET "rolledUp" = true WHERE "teamId" = $1 AND NOT "rolledUp" AND "emailId" = ANY($2::text[]) RETURNING ${FOLD_COLUMNS}`,
        [teamId, emailIds],
      );
      await foldRows(query, rows);
      return rows.length;
    });
  }
  return folded;
}
