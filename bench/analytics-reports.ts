// The reports at 1,000,000 tracking entries, in the three shapes of issue 18, each its own team:
//   spread   1,000,000 entries over 200,000 emails of 40 campaigns (5,000 each, a campaign a week)
//   campaign 1,000,000 entries on one campaign of 5,000 emails
//   email    150,000 opens of one email (of a 5,000-email campaign)
// Entries are generated with generate_series in PostgreSQL (70% opens, a tenth of them
// proxy-flagged, 20% clicks on 4 links, 5% replies, 3% bounces, 2% complaints; 5 browsers, 4
// device types, 12 countries; within 7 days of the send), written around the recorder, so they
// are the "tail" the roll-ups fold: the bench times that fold (rebuild-analytics-rollups does the
// same), then the reports, server side, in process (the service functions behind the routes:
// tenancy check, time zone, tail probe, every query, assembly), one call at a time.
//   BENCH_SHAPES   comma-separated shapes (default all three)
//   BENCH_ROWS     entries of the spread and campaign shapes (default 1,000,000)
//   BENCH_CALLS    calls per report (default 60; the first 10 are warm-up)
//   BENCH_REUSE=1  report on the teams an earlier run of this database left (the latest of each
//                  shape), without generating or folding again: to repeat the timings alone
//   BENCH_REBUILD=N  then rebuild each team's roll-ups from its raw rows N times (what the
//                  rebuild-analytics-rollups job does) and time each: the rebuild of issue 41
//                  item 5; and once the bare read of the rows in the rebuild's order (its
//                  ceiling: the same cursor, nothing folded)

const ROWS = Number(process.env.BENCH_ROWS ?? 1_000_000);
const CALLS = Number(process.env.BENCH_CALLS ?? 60);
if (!(CALLS > 10)) throw new Error(`BENCH_CALLS must be over 10 (the first 10 calls are warm-up), not ${CALLS}`);
const SHAPES = (process.env.BENCH_SHAPES ?? "spread,campaign,email").split(",");
const REUSE = process.env.BENCH_REUSE === "1";
const REBUILDS = Number(process.env.BENCH_REBUILD ?? 0);

const { prepareBenchDatabase } = await import("./prepare-database");
const database = prepareBenchDatabase();
if (!process.env.DATABASE_URL) throw new Error("The reports benchmark needs PostgreSQL: set BENCH_DATABASE_URL");
const { db } = await import("@/lib/db");
const { createTeamWithOwner } = await import("@/lib/services/teams/create-team-with-owner");
const { getCampaignAnalytics } = await import("@/lib/services/analytics/get-campaign-analytics");
const { getTeamOverview } = await import("@/lib/services/analytics/get-team-overview");
const { getEmailAnalytics } = await import("@/lib/services/analytics/get-email-analytics");
const { foldTail } = await import("@/lib/analytics/rollup/fold-tail");
const { rebuildRollupsInChild } = await import("@/lib/analytics/rollup/rebuild-in-child");
const { TEAM_ROWS_IN_FOLD_ORDER } = await import("@/lib/analytics/rollup/rebuild-fold");
const { withDriverTransaction } = await import("@/lib/db/driver-transaction");
const { generateTracking, shapes } = await import("./generate-tracking");

const SHAPE = shapes(ROWS);

const sortedCopy = (values: number[]) => [...values].sort((a, b) => a - b);
const median = (values: number[]) => sortedCopy(values)[Math.floor(values.length / 2)];
const percentile = (values: number[], p: number) =>
  sortedCopy(values)[Math.min(values.length - 1, Math.floor((values.length * p) / 100))];
const fmt = (ms: number) => `${ms.toFixed(1)} ms`;

async function timedCalls(run: (call: number) => Promise<unknown>): Promise<number[]> {
  const times: number[] = [];
  for (let call = 0; call < CALLS; call += 1) {
    const start = performance.now();
    await run(call);
    if (call >= 10) times.push(performance.now() - start);
  }
  return times;
}

/** A new team with the shape's entries, generated and folded (timed). */
async function generatedTeam(name: string, shape: (typeof SHAPE)[string]) {
  const { team } = await createTeamWithOwner({
    teamName: `Reports ${name}`,
    email: `reports-${name}-${Date.now()}@example.com`,
    password: "bench-password-123",
  });
  const prefix = `${name[0]}${Date.now().toString(36)}`;
  let started = performance.now();
  await generateTracking(team.id, prefix, shape);
  console.log(`${name}: generated ${shape.rows} entries in ${((performance.now() - started) / 1000).toFixed(1)} s`);
  started = performance.now();
  const folded = await foldTail(team.id);
  const foldSeconds = (performance.now() - started) / 1000;
  console.log(
    `${name}: folded ${folded} entries into the roll-ups in ${foldSeconds.toFixed(1)} s (${Math.round(folded / foldSeconds)} entries/s)`,
  );
  await db.$executeRawUnsafe(`VACUUM ANALYZE "EmailTracking"`);
  await db.$executeRawUnsafe(`VACUUM ANALYZE "AnalyticsCounter", "AnalyticsTimelineMode", "AnalyticsSentCount"`);
  return { team, prefix, foldSeconds };
}

/** The latest team of the shape from an earlier run (BENCH_REUSE=1); its ids carry the run's prefix. */
async function earlierTeam(name: string) {
  const [found] = await db.$queryRawUnsafe<{ id: string; campaignId: string }[]>(
    `SELECT t.id, c.id AS "campaignId" FROM "Team" t JOIN "Campaign" c ON c."teamId" = t.id WHERE t.name = $1 AND c.id LIKE '%-k0' ORDER BY t."createdAt" DESC LIMIT 1`,
    `Reports ${name}`,
  );
  if (!found) throw new Error(`No earlier "Reports ${name}" team in this database: run without BENCH_REUSE first`);
  return { team: { id: found.id }, prefix: found.campaignId.slice(0, -"-k0".length), foldSeconds: 0 };
}

/** Rebuilds the team's roll-ups REBUILDS times; the median rate, with every run's. */
async function timedRebuilds(name: string, teamId: string): Promise<string> {
  const seconds: number[] = [];
  let entries = 0;
  for (let run = 0; run < REBUILDS; run += 1) {
    const started = performance.now();
    await rebuildRollupsInChild([teamId], async (_team, result) => void (entries = result.folded));
    seconds.push((performance.now() - started) / 1000);
    console.log(`${name}: rebuilt the roll-ups of ${entries} entries in ${seconds.at(-1)?.toFixed(1)} s`);
  }
  const rate = (s: number) => Math.round(entries / s);
  const read = await timedBareRead(teamId);
  return `${name}: rebuild of ${entries} entries median ${median(seconds).toFixed(1)} s (${rate(median(seconds))} entries/s; runs ${seconds.map((s) => s.toFixed(1)).join(", ")} s); ceiling, the bare read of its rows in the fold's order ${read.toFixed(1)} s (${rate(read)} entries/s)`;
}

/** The rebuild's floor: reading the team's rows as its fold does (one cursor, sorted), folding none. */
async function timedBareRead(teamId: string): Promise<number> {
  const started = performance.now();
  await withDriverTransaction(
    async (query) => {
      await query(`DECLARE bare_rows NO SCROLL CURSOR FOR ${TEAM_ROWS_IN_FOLD_ORDER}`, [teamId]);
      while ((await query("FETCH 500 FROM bare_rows")).rows.length > 0);
    },
    { setup: "SET TRANSACTION ISOLATION LEVEL REPEATABLE READ; SET LOCAL work_mem = '256MB'; SET LOCAL jit = off" },
  );
  return (performance.now() - started) / 1000;
}

const summary: string[] = [];
for (const name of SHAPES) {
  const shape = SHAPE[name];
  const { team, prefix, foldSeconds } = REUSE ? await earlierTeam(name) : await generatedTeam(name, shape);
  const campaignIds = Array.from({ length: shape.campaigns }, (_, n) => `${prefix}-k${n}`);
  const campaign = await timedCalls((call) =>
    getCampaignAnalytics({ teamId: team.id, campaignId: campaignIds[call % campaignIds.length] }),
  );
  const email = await timedCalls((call) =>
    getEmailAnalytics({
      teamId: team.id,
      emailId: shape.oneEmail ? `${prefix}-e0` : `${prefix}-e${(call * 1_999) % (shape.campaigns * shape.perCampaign)}`,
    }),
  );
  const overview = await timedCalls(() => getTeamOverview({ teamId: team.id, months: 12 }));
  const sample = await getCampaignAnalytics({ teamId: team.id, campaignId: campaignIds[0] });
  console.log(
    `${name}: sample campaign openCount ${sample.openCount}, uniqueOpens ${sample.uniqueOpens}, clickCount ${sample.clickCount}, timeline buckets ${sample.timelineData.length}`,
  );
  const line = `${name}: campaign p50 ${fmt(median(campaign))} (p95 ${fmt(percentile(campaign, 95))}), email p50 ${fmt(median(email))} (p95 ${fmt(percentile(email, 95))}), team overview p50 ${fmt(median(overview))} (p95 ${fmt(percentile(overview, 95))}); fold ${foldSeconds.toFixed(1)} s`;
  console.log(line);
  summary.push(line);
  if (REBUILDS > 0) summary.push(await timedRebuilds(name, team.id));
}
console.log(`\nanalytics-reports (${database}):\n${summary.join("\n")}`);
await db.$disconnect();
export {};
