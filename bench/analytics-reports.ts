// The reports at 1,000,000 tracking entries. One team, 100 campaigns of 1,000 emails (100,000
// emails to 10,000 contacts, campaigns sent every 3 days over the last ~10 months), and 1,000,000
// EmailTracking rows generated with generate_series in PostgreSQL: 10 per email on average
// (70% opens, a tenth of them proxy-flagged, 20% clicks on 4 links, 5% replies, 3% bounces,
// 2% complaints), 5 browsers, 4 device types, 12 countries, within 7 days of the send. The other
// teams' rows that a multi-tenant database holds are represented by a second team with 200,000.
// Measured server side, in process: the service functions behind the routes (tenancy check,
// timezone, every query, assembly), sequentially, so each figure is one report's latency.
//   BENCH_ROWS tracking rows of the measured team (default 1,000,000)
//   BENCH_SCATTERED=true  rows in generation order instead of event-time order
//   BENCH_RUNS team overview runs (default 7); campaign analytics: 5 rounds over 20 campaigns

const ROWS = Number(process.env.BENCH_ROWS ?? 1_000_000);
const RUNS = Number(process.env.BENCH_RUNS ?? 7);
const CAMPAIGNS = 100;
const PER_CAMPAIGN = 1_000;
const CONTACTS = 10_000;
// Rows are stored in event-time order by default, as the recorder appends them when they happen;
// BENCH_SCATTERED=true stores them in generation order instead (each campaign's rows spread over
// every page of the table: the worst case for a campaign report).
const SCATTERED = process.env.BENCH_SCATTERED === "true";

const { prepareBenchDatabase } = await import("./prepare-database");
const database = prepareBenchDatabase();
if (!process.env.DATABASE_URL) throw new Error("The reports benchmark needs PostgreSQL: set BENCH_DATABASE_URL");
const { db } = await import("@/lib/db");
const { createTeamWithOwner } = await import("@/lib/services/teams/create-team-with-owner");
const { getCampaignAnalytics } = await import("@/lib/services/analytics/get-campaign-analytics");
const { getTeamOverview } = await import("@/lib/services/analytics/get-team-overview");
const { getEmailAnalytics } = await import("@/lib/services/analytics/get-email-analytics");

async function generate(teamId: string, prefix: string, rows: number) {
  const emails = CAMPAIGNS * PER_CAMPAIGN;
  await db.$executeRawUnsafe(`INSERT INTO "MailingList" (id, "teamId", name, "updatedAt") VALUES ('${prefix}-list', '${teamId}', 'Everyone', now())`);
  await db.$executeRawUnsafe(`
    INSERT INTO "Contact" (id, email, "listId", "teamId", "createdAt", "updatedAt")
    SELECT '${prefix}-c' || g, 'reader' || g || '@example.com', '${prefix}-list', '${teamId}', now() - interval '400 days' + g * interval '1 minute', now()
    FROM generate_series(0, ${CONTACTS - 1}) g`);
  await db.$executeRawUnsafe(`
    INSERT INTO "Campaign" (id, "teamId", name, "listId", status, "updatedAt")
    SELECT '${prefix}-k' || g, '${teamId}', 'Campaign ' || g, '${prefix}-list', 'SENT'::"CampaignStatus", now() FROM generate_series(0, ${CAMPAIGNS - 1}) g`);
  await db.$executeRawUnsafe(`
    INSERT INTO "Email" (id, "teamId", "from", "to", subject, body, status, "campaignId", "contactId", "sentAt", "updatedAt")
    SELECT '${prefix}-e' || g, '${teamId}', 'news@bench.test', 'reader' || ((g / ${CAMPAIGNS} + (g % ${CAMPAIGNS}) * 97) % ${CONTACTS}) || '@example.com', 'News', '<p>News</p>', 'SENT'::"EmailStatus",
           '${prefix}-k' || (g % ${CAMPAIGNS}), '${prefix}-c' || ((g / ${CAMPAIGNS} + (g % ${CAMPAIGNS}) * 97) % ${CONTACTS}),
           now() - interval '300 days' + (g % ${CAMPAIGNS}) * interval '3 days' + (g / ${CAMPAIGNS}) * interval '1 second', now()
    FROM generate_series(0, ${emails - 1}) g`);
  // One statement: each row picks its email (g % emails) and derives every field from hashes of g.
  await db.$executeRawUnsafe(`
    INSERT INTO "EmailTracking" (id, "teamId", "emailId", event, timestamp, "campaignId", "contactId", browser, os, "deviceType", country, city, url, "isAutomated", "updatedAt")
    SELECT '${prefix}-t' || g, '${teamId}', e.id, ev.event::"TrackingEvent", e."sentAt" + (h % 10080) * interval '1 minute', e."campaignId", e."contactId",
           (ARRAY['Chrome','Mobile Safari','Safari','Firefox','Edge'])[1 + (h / 7) % 5],
           (ARRAY['Windows','iOS','Mac OS','Android','Linux'])[1 + (h / 11) % 5],
           (ARRAY['desktop','mobile','tablet','other'])[1 + (h / 13) % 4]::"DeviceType",
           (ARRAY['US','FR','DE','GB','ES','IT','NL','BR','IN','JP','CA','AU'])[1 + (h / 17) % 12],
           (ARRAY['New York','Paris','Berlin','London','Madrid','Rome','Amsterdam','São Paulo','Mumbai','Tokyo','Toronto','Sydney'])[1 + (h / 17) % 12],
           CASE WHEN ev.event = 'click' THEN 'https://news.example.com/story/' || (h / 19) % 4 END,
           ev.event = 'open' AND (h / 23) % 10 = 0, now()
    FROM generate_series(0, ${rows - 1}) g
    CROSS JOIN LATERAL (SELECT abs(hashtext(g::text)) AS h) x
    CROSS JOIN LATERAL (SELECT CASE WHEN h % 100 < 70 THEN 'open' WHEN h % 100 < 90 THEN 'click' WHEN h % 100 < 95 THEN 'reply' WHEN h % 100 < 98 THEN 'bounce' ELSE 'complaint' END AS event) ev
    JOIN "Email" e ON e.id = '${prefix}-e' || (g % ${emails})
    ${SCATTERED ? "" : "ORDER BY 5"}`);
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const percentile = (values: number[], p: number) => [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor((values.length * p) / 100))];
async function timed(run: () => Promise<unknown>) {
  const start = performance.now();
  await run();
  return performance.now() - start;
}

const { team } = await createTeamWithOwner({ teamName: "Reports Bench", email: `reports-${Date.now()}@example.com`, password: "bench-password-123" });
const { team: neighbour } = await createTeamWithOwner({ teamName: "Neighbour", email: `neighbour-${Date.now()}@example.com`, password: "bench-password-123" });
const started = performance.now();
await generate(team.id, "m", ROWS);
await generate(neighbour.id, "n", Math.round(ROWS / 5));
await db.$executeRawUnsafe(`VACUUM ANALYZE "EmailTracking"`);
await db.$executeRawUnsafe(`VACUUM ANALYZE "Email"`);
console.log(`generated ${await db.emailTracking.count({ where: { teamId: team.id } })} tracking rows for the team (+${Math.round(ROWS / 5)} for another) in ${((performance.now() - started) / 1000).toFixed(1)} s`);

const campaignIds = Array.from({ length: 20 }, (_, n) => `m-k${n * 5}`);
// Warm-up: plans and caches, as a running server has them.
for (const campaignId of campaignIds.slice(0, 3)) await getCampaignAnalytics({ teamId: team.id, campaignId });
await getTeamOverview({ teamId: team.id, months: 12 });

const campaignTimes: number[] = [];
for (let round = 0; round < 5; round += 1) {
  for (const campaignId of campaignIds) campaignTimes.push(await timed(() => getCampaignAnalytics({ teamId: team.id, campaignId })));
}
const emailTimes: number[] = [];
for (let n = 0; n < 50; n += 1) emailTimes.push(await timed(() => getEmailAnalytics({ teamId: team.id, emailId: `m-e${n * 1_999}` })));
const overviewTimes: number[] = [];
for (let run = 0; run < RUNS; run += 1) overviewTimes.push(await timed(() => getTeamOverview({ teamId: team.id, months: 12 })));

const sample = await getCampaignAnalytics({ teamId: team.id, campaignId: "m-k0" });
const fmt = (ms: number) => `${ms.toFixed(1)} ms`;
console.log(`campaign analytics (${campaignTimes.length} calls, ~${Math.round(ROWS / CAMPAIGNS / 1000)}k rows per campaign): p50 ${fmt(median(campaignTimes))}, p95 ${fmt(percentile(campaignTimes, 95))}`);
console.log(`email analytics (${emailTimes.length} calls): p50 ${fmt(median(emailTimes))}, p95 ${fmt(percentile(emailTimes, 95))}`);
console.log(`team overview (${RUNS} runs, ${ROWS} rows): median ${fmt(median(overviewTimes))}, runs ${overviewTimes.map(fmt).join(" / ")}`);
console.log(`sample: campaign m-k0 openCount ${sample.openCount}, uniqueOpens ${sample.uniqueOpens}, clickCount ${sample.clickCount}, timeline buckets ${sample.timelineData.length}`);
console.log(`\nanalytics-reports (${database}, rows in ${SCATTERED ? "generation" : "event-time"} order): campaign p50 ${fmt(median(campaignTimes))}, team overview median ${fmt(median(overviewTimes))}`);
await db.$disconnect();
export {};
