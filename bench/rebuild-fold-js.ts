// The JavaScript of a roll-up rebuild's fold (issue 41 item 5), timed apart from the database: the
// rows of a team of an earlier analytics-reports run are read once, in the rebuild's order, then
// folded BENCH_ROUNDS times by the rebuild's own fold (foldTeamRows, lib/analytics/rollup/
// rebuild-fold.ts), whose statements a stand-in answers from memory (its cursor's fetches from
// the rows read) and whose staged copies go nowhere. On a machine whose whole rebuilds spread by
// 5-10 % from run to run, the best of several rounds of this part alone is the figure to compare a
// change of the fold's JavaScript by.
//   BENCH_DATABASE_URL  a database an analytics-reports run left (its latest "Reports spread" team)
//   BENCH_ROWS          rows of the team to fold (default 100,000: its first, in fold order)
//   BENCH_ROUNDS        rounds (default 7)

import type { DriverCopy, DriverQuery } from "@/lib/db/driver-transaction";

const ROWS = Number(process.env.BENCH_ROWS ?? 100_000);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 7);

const { prepareBenchDatabase } = await import("./prepare-database");
prepareBenchDatabase();
if (!process.env.DATABASE_URL)
  throw new Error("This benchmark reads an analytics-reports database: set BENCH_DATABASE_URL");
const { driverQuery } = await import("@/lib/db/driver-transaction");
const { foldTeamRows, TEAM_ROWS_IN_FOLD_ORDER } = await import("@/lib/analytics/rollup/rebuild-fold");

const [team] = await driverQuery<{ id: string; timezone: string }>(
  `SELECT t.id, COALESCE(NULLIF(s.timezone, ''), 'UTC') AS timezone FROM "Team" t LEFT JOIN "TeamSettings" s ON s."teamId" = t.id
   WHERE t.name = 'Reports spread' ORDER BY t."createdAt" DESC LIMIT 1`,
);
if (!team) throw new Error('No "Reports spread" team in this database: run the analytics-reports bench on it first');
const rows = await driverQuery(`${TEAM_ROWS_IN_FOLD_ORDER} LIMIT ${Math.floor(ROWS)}`, [team.id]);

/** The fold's statements answered from memory: its team's time zone, then its cursor over `rows`. */
function replaying(): DriverQuery {
  let next = 0;
  return (async (sql: string) => {
    const fetch = /^FETCH (\d+) FROM/.exec(sql);
    if (fetch) {
      const fetched = rows.slice(next, next + Number(fetch[1]));
      next += fetched.length;
      return { rows: fetched, rowCount: fetched.length };
    }
    if (sql.includes("timezone")) return { rows: [{ timezone: team.timezone }], rowCount: 1 };
    return { rows: [], rowCount: 0 }; // DECLARE, CLOSE
  }) as DriverQuery;
}
const nowhere: DriverCopy = async () => 0;

const seconds: number[] = [];
for (let round = 0; round < ROUNDS; round += 1) {
  const start = performance.now();
  const folded = await foldTeamRows(replaying(), nowhere, team.id);
  seconds.push((performance.now() - start) / 1000);
  if (folded !== rows.length) throw new Error(`The fold took ${folded} of ${rows.length} rows`);
}
const best = Math.min(...seconds);
console.log(
  `rebuild-fold-js: ${rows.length} rows, best of ${ROUNDS} rounds ${best.toFixed(2)} s (${Math.round((best * 1e6) / rows.length)} µs a row; rounds ${seconds.map((value) => value.toFixed(2)).join(", ")} s)`,
);
process.exit(0);
