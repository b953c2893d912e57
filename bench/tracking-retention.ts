// Retention of tracking events (docs/contract.md section 26): a month of 10,000,000 raw rows past
// TRACKING_RETENTION_DAYS purged by the nightly job's purgeTrackingEvents, which detaches the
// month's partition (lib/tracking/partitions.ts): what the job waits for, the rows out of every
// query. Then, apart, the drop of the detached month's files (the drop-tracking-partitions job,
// dropDetachedTrackingPartitions), which nothing waits on. Ceiling: a bare DROP TABLE of a plain
// table holding the same rows, no indexes, in the same run. Beside them, what the row-by-row delete
// the job did until issue 41 (5,000 rows a statement) achieves, measured on ROW_SAMPLE rows.
// Median of RUNS. PostgreSQL only:
//   BENCH_DATABASE_URL=postgresql://postgres@127.0.0.1:5432/h41_bench npx tsx bench/tracking-retention.ts
import { prepareBenchDatabase } from "./prepare-database";

const ROWS = Number(process.env.BENCH_ROWS ?? 10_000_000);
const ROW_SAMPLE = 200_000;
const RUNS = Number(process.env.BENCH_RUNS ?? 3);

if (!process.env.BENCH_DATABASE_URL) {
  console.log("tracking-retention: needs BENCH_DATABASE_URL (PostgreSQL); skipped");
  process.exit(0);
}
const database = prepareBenchDatabase();
const { db, deleteInBatches } = await import("@/lib/db");
const { driverQuery } = await import("@/lib/db/driver-transaction");
const { purgeTrackingEvents } = await import("@/jobs/purge-tracking-events");
const { detachedTrackingPartitions, dropDetachedTrackingPartitions } = await import("@/lib/tracking/partitions");
const { createTeamWithOwner } = await import("@/lib/services/teams/create-team-with-owner");

const { team } = await createTeamWithOwner({
  teamName: "Bench",
  email: `bench-${Date.now()}@example.com`,
  password: "correct-horse-battery",
});
const email = await db.email.create({
  data: { teamId: team.id, from: "a@bench.test", to: "b@bench.test", subject: "s", body: "b", status: "SENT" },
});
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const time = async (work: () => Promise<unknown>) => {
  const start = performance.now();
  await work();
  return performance.now() - start;
};
// Rows of January 2020, spread over the month; foreign-key triggers off while filling (a bench
// fixture, superuser only), so filling takes seconds rather than minutes.
const fill = (table: string, rows: number) =>
  driverQuery(
    `SET session_replication_role = replica;
     INSERT INTO ${table} (id, "teamId", "emailId", event, "timestamp", "updatedAt", "rolledUp")
     SELECT 'bench-' || g, $1, $2, 'open', TIMESTAMP '2020-01-01' + (g % 2678000) * INTERVAL '1 second', now(), true
     FROM generate_series(1, ${rows}) g;
     SET session_replication_role = origin;`
      .replace(/\$1/, `'${team.id}'`)
      .replace(/\$2/, `'${email.id}'`),
  );
const tableSize = async () =>
  (
    await driverQuery<{ bytes: string }>(
      `SELECT coalesce(sum(pg_total_relation_size(inhrelid)), 0)::text AS bytes FROM pg_inherits WHERE inhparent = '"EmailTracking"'::regclass`,
    )
  )[0].bytes;

const detachedSize = async () =>
  (
    await driverQuery<{ bytes: string }>(
      `SELECT coalesce(sum(pg_total_relation_size(c.oid)), 0)::text AS bytes FROM pg_class c
       WHERE c.relkind = 'r' AND c.relname LIKE 'EmailTracking_detached_%'`,
    )
  )[0].bytes;

const partitionMs: number[] = [];
const dropMs: number[] = [];
const detachedBytes: string[] = [];
const ceilingMs: number[] = [];
const deleteRates: number[] = [];
const sizes: string[] = [];
const before = await tableSize();
for (let run = 0; run < RUNS; run++) {
  // The month filled beside the table and attached after, which builds its six indexes in bulk:
  // the same partition the recorder's inserts would have made, filled in minutes on a busy machine
  // rather than the better part of an hour.
  await driverQuery(`CREATE TABLE "EmailTracking_y2020m01" (LIKE "EmailTracking" INCLUDING DEFAULTS)`);
  await fill(`"EmailTracking_y2020m01"`, ROWS);
  await driverQuery(
    `ALTER TABLE "EmailTracking" ATTACH PARTITION "EmailTracking_y2020m01" FOR VALUES FROM ('2020-01-01 00:00:00') TO ('2020-02-01 00:00:00')`,
  );
  await driverQuery(`CREATE TABLE bench_plain AS SELECT * FROM "EmailTracking_y2020m01"`);
  await driverQuery(`ANALYZE "EmailTracking_y2020m01"`);
  ceilingMs.push(await time(() => driverQuery("DROP TABLE bench_plain")));
  const now = new Date("2020-03-15T00:00:00Z");
  partitionMs.push(await time(() => purgeTrackingEvents({ retentionDays: 30, now })));
  const [{ left }] = await driverQuery<{ left: number }>(
    `SELECT count(*)::int AS left FROM "EmailTracking" WHERE "timestamp" < '2020-02-01'`,
  );
  if (left !== 0) throw new Error(`${left} rows left after the purge`);
  sizes.push(await tableSize());
  detachedBytes.push(await detachedSize());
  dropMs.push(await time(() => dropDetachedTrackingPartitions()));
  const undropped = await detachedTrackingPartitions();
  if (undropped.length > 0 || (await detachedSize()) !== "0")
    throw new Error(`${undropped.join(", ")} left after the drop`);
  // The row-by-row delete, as the job ran it before, on a sample in a plain table of the same
  // shape (columns and indexes).
  await driverQuery(`CREATE TABLE bench_unpartitioned (LIKE "EmailTracking" INCLUDING DEFAULTS INCLUDING INDEXES)`);
  await fill("bench_unpartitioned", ROW_SAMPLE);
  const cutoff = new Date("2020-03-01T00:00:00Z");
  const ms = await time(() =>
    deleteInBatches(
      (limit) =>
        db.$executeRaw`DELETE FROM bench_unpartitioned WHERE "id" IN (SELECT "id" FROM bench_unpartitioned WHERE "timestamp" < ${cutoff} LIMIT ${limit})`,
    ),
  );
  deleteRates.push(ROW_SAMPLE / (ms / 1000));
  await driverQuery("DROP TABLE bench_unpartitioned");
  console.log(
    `run ${run + 1}: purge ${partitionMs.at(-1)?.toFixed(0)} ms, background drop ${dropMs.at(-1)?.toFixed(0)} ms (${detachedBytes.at(-1)} bytes), ceiling ${ceilingMs.at(-1)?.toFixed(0)} ms, table after ${sizes.at(-1)} bytes`,
  );
}
const after = sizes.at(-1);
const format = (n: number) => Math.round(n).toLocaleString("en-US");
console.log(`tracking-retention (${database}, ${format(ROWS)} rows a month, median of ${RUNS})`);
console.log(
  `  purge (detach the month's partition):       ${format(median(partitionMs))} ms (${partitionMs.map(format).join(" / ")})`,
);
console.log(
  `  background drop of the detached month:       ${format(median(dropMs))} ms (${dropMs.map(format).join(" / ")}), ${detachedBytes.at(-1)} bytes`,
);
console.log(
  `  ceiling (bare DROP TABLE of the same rows):  ${format(median(ceilingMs))} ms (${ceilingMs.map(format).join(" / ")})`,
);
console.log(`  row-by-row delete (before issue 41):         ${format(median(deleteRates))} rows/s`);
console.log(`  tracking table size before and after:        ${before} / ${after} bytes; nothing detached left`);
await db.$disconnect();
process.exit(0);
