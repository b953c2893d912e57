// The JavaScript of a roll-up rebuild's fold (issue 41 item 5), timed apart from the database: the
// rows of a team of an earlier analytics-reports run are read once, in the rebuild's order, then
// folded BENCH_ROUNDS times by the rebuild's own batch fold (lib/analytics/rollup/rebuild-fold.ts),
// cut into batches as a rebuild's fetches are, into staging writes that go nowhere. On a machine
// whose whole rebuilds spread by 5-10 % from run to run, the best of several rounds of this part
// alone moves by a few percent: the figure to compare a change of the fold's JavaScript by.
//   BENCH_DATABASE_URL  a database an analytics-reports run left (its latest "Reports spread" team)
//   BENCH_ROWS          rows of the team to fold (default 100,000: its first, in fold order)
//   BENCH_ROUNDS        rounds (default 7)

import type { RebuildRow } from "@/lib/analytics/rollup/rebuild-fold";

const ROWS = Number(process.env.BENCH_ROWS ?? 100_000);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 7);

const { prepareBenchDatabase } = await import("./prepare-database");
prepareBenchDatabase();
if (!process.env.DATABASE_URL)
  throw new Error("This benchmark reads an analytics-reports database: set BENCH_DATABASE_URL");
const { driverQuery } = await import("@/lib/db/driver-transaction");
const { foldBatch, wholeGroups, TEAM_ROWS_IN_FOLD_ORDER } = await import("@/lib/analytics/rollup/rebuild-fold");
const { Increments } = await import("@/lib/analytics/rollup/increments");
const { StagingWriter } = await import("@/lib/analytics/rollup/rebuild-staging");

const [team] = await driverQuery<{ id: string; timezone: string }>(
  `SELECT t.id, COALESCE(NULLIF(s.timezone, ''), 'UTC') AS timezone FROM "Team" t LEFT JOIN "TeamSettings" s ON s."teamId" = t.id
   WHERE t.name = 'Reports spread' ORDER BY t."createdAt" DESC LIMIT 1`,
);
if (!team) throw new Error('No "Reports spread" team in this database: run the analytics-reports bench on it first');
const rows = await driverQuery<RebuildRow>(`${TEAM_ROWS_IN_FOLD_ORDER} LIMIT ${Math.floor(ROWS)}`, [team.id]);

// Batches as the rebuild's fetches of 500 rows make them (rebuild-fold.ts).
const batches: RebuildRow[][] = [];
let carried: RebuildRow[] = [];
for (let start = 0; start < rows.length; start += 500) {
  const cut = wholeGroups(carried, rows.slice(start, start + 500));
  carried = cut.carried;
  if (cut.whole.length > 0) batches.push(cut.whole);
}
if (carried.length > 0) batches.push(carried);

const nowhere = async () => 0;
// The rebuild's batches never read again (their emails arrive whole, in order): no query is made.
const noQuery = (() => Promise.reject(new Error("The rebuild's fold read the database"))) as never;
const seconds: number[] = [];
for (let round = 0; round < ROUNDS; round += 1) {
  const start = performance.now();
  const staging = new StagingWriter(nowhere);
  const counters = new Increments();
  for (const batch of batches) await foldBatch(noQuery, batch, team.timezone, counters, staging);
  staging.addCounters(counters.counters.values());
  await staging.finish();
  seconds.push((performance.now() - start) / 1000);
}
const best = Math.min(...seconds);
console.log(
  `rebuild-fold-js: ${rows.length} rows, best of ${ROUNDS} rounds ${best.toFixed(2)} s (${Math.round((best * 1e6) / rows.length)} µs a row; rounds ${seconds.map((value) => value.toFixed(2)).join(", ")} s)`,
);
process.exit(0);
