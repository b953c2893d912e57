import { driverQuery, withDriverTransaction } from "@/lib/db/driver-transaction";

// Tracking events live in monthly partitions of "EmailTracking" by event time (migration
// 20261207000100_tracking_partitions, docs/contract.md section 26): "EmailTracking_yYYYYmMM" holds
// the UTC month YYYY-MM, "EmailTracking_default" any row of a month without its partition. The
// nightly purge job (jobs/purge-tracking-events.ts) makes the coming months ahead and, with
// TRACKING_RETENTION_DAYS, detaches every month wholly past retention: a month of millions of rows
// leaves every query at once, with no row-by-row delete and no dead rows left to vacuum. Its files
// go afterwards, in the drop-tracking-partitions job that nothing waits on.
// Event times are UTC wall times (Prisma's timestamp(3) columns), so bounds are written as such
// literals, never through the driver's local-time Date conversion.

const PARENT = `"EmailTracking"`;
const DEFAULT_PARTITION = `"EmailTracking_default"`;
const PREFIX = "EmailTracking_y";
const NAME = /^EmailTracking_y(\d{4})m(\d{2})$/;
/** A month taken out of the table by retention, waiting for its files to be dropped. */
const DETACHED_PREFIX = "EmailTracking_detached_y";
const DETACHED_NAME = /^EmailTracking_detached_y\d{4}m\d{2}$/;
/** Months made ahead of the current one, so a new month never starts in the default partition. */
const MONTHS_AHEAD = 3;

/** The first instant (UTC) of the month `offset` months after `date`'s. */
const monthStart = (date: Date, offset = 0) =>
  new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth() + offset, 1));
const literal = (month: Date) => `${month.toISOString().slice(0, 10)} 00:00:00`;
const partitionName = (month: Date) =>
  `EmailTracking_y${month.getUTCFullYear()}m${String(month.getUTCMonth() + 1).padStart(2, "0")}`;

/** The monthly partitions there are, each with its month's first instant, oldest first. */
export async function trackingPartitions(): Promise<{ name: string; month: Date }[]> {
  const rows = await driverQuery<{ name: string }>(
    `SELECT c.relname AS name FROM pg_inherits i JOIN pg_class c ON c.oid = i.inhrelid WHERE i.inhparent = '${PARENT}'::regclass`,
  );
  return rows
    .flatMap(({ name }) => {
      const match = NAME.exec(name);
      return match ? [{ name, month: new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, 1)) }] : [];
    })
    .sort((a, b) => a.month.getTime() - b.month.getTime());
}

/**
 * Makes the partitions of the current month and the MONTHS_AHEAD after it that are missing; rows
 * of such a month already in the default partition move into it. Answers the names made.
 */
export async function createTrackingPartitions(now = new Date(), ahead = MONTHS_AHEAD): Promise<string[]> {
  const existing = new Set((await trackingPartitions()).map(({ name }) => name));
  const made: string[] = [];
  for (let offset = 0; offset <= ahead; offset++) {
    const month = monthStart(now, offset);
    const name = partitionName(month);
    if (existing.has(name)) continue;
    const [from, to] = [literal(month), literal(monthStart(month, 1))];
    await withDriverTransaction(async (query) => {
      // Made beside the table and attached once filled: a month already holding rows in the
      // default partition could not be created as a partition directly.
      await query(`CREATE TABLE "${name}" (LIKE ${PARENT} INCLUDING DEFAULTS)`);
      await query(
        `WITH moved AS (DELETE FROM ${DEFAULT_PARTITION} WHERE "timestamp" >= $1::timestamp AND "timestamp" < $2::timestamp RETURNING *)
         INSERT INTO "${name}" SELECT * FROM moved`,
        [from, to],
      );
      await query(`ALTER TABLE ${PARENT} ATTACH PARTITION "${name}" FOR VALUES FROM ('${from}') TO ('${to}')`);
    });
    made.push(name);
  }
  return made;
}

/**
 * Takes every monthly partition whose month ended before `cutoff` out of the table: each is
 * detached and renamed "EmailTracking_detached_yYYYYmMM" in one transaction, so its rows are out of
 * every query at once and the files are left for dropDetachedTrackingPartitions, which nothing
 * waits on. Answers the detached names. Not DETACH ... CONCURRENTLY: PostgreSQL refuses it on a
 * table with a default partition (EmailTracking_default), and it cannot run in a transaction with
 * the rename; the plain detach holds its lock for milliseconds, the catalog change only.
 */
export async function detachTrackingPartitionsBefore(cutoff: Date): Promise<string[]> {
  const expired = (await trackingPartitions()).filter(({ month }) => monthStart(month, 1) <= cutoff);
  const detached: string[] = [];
  for (const { name } of expired) {
    const renamed = name.replace(PREFIX, DETACHED_PREFIX);
    await withDriverTransaction(
      async (query) => {
        await query(`ALTER TABLE ${PARENT} DETACH PARTITION "${name}"`);
        await query(`ALTER TABLE "${name}" RENAME TO "${renamed}"`);
      },
      // Detaching waits for the table's running statements; a long report is not waited on for
      // long, the month goes the next night.
      { setup: "SET LOCAL lock_timeout = '10s'" },
    );
    detached.push(renamed);
  }
  return detached;
}

/**
 * The detached months waiting to be dropped, found in the catalog by name: a month detached by a
 * purge that stopped before its drop (a crash, a failed job) is found by the next one.
 */
export async function detachedTrackingPartitions(): Promise<string[]> {
  const rows = await driverQuery<{ name: string }>(
    `SELECT c.relname AS name FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
     WHERE c.relkind = 'r' AND n.nspname = current_schema() AND c.relname LIKE '${DETACHED_PREFIX}%'
     ORDER BY c.relname`,
  );
  return rows.map(({ name }) => name).filter((name) => DETACHED_NAME.test(name));
}

/**
 * Drops every detached month (removing a month's files takes seconds: bench/README.md,
 * tracking-retention), each in its own statement. Idempotent: a month dropped already is gone
 * from the catalog and is not tried again. Answers the names dropped.
 */
export async function dropDetachedTrackingPartitions(): Promise<string[]> {
  const names = await detachedTrackingPartitions();
  for (const name of names) await driverQuery(`DROP TABLE IF EXISTS "${name}"`);
  return names;
}
