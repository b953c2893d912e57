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

const ROWS = Number(process.env.BENCH_ROWS ?? 1_000_000);
const CALLS = Number(process.env.BENCH_CALLS ?? 60);
const SHAPES = (process.env.BENCH_SHAPES ?? "spread,campaign,email").split(",");

const { prepareBenchDatabase } = await import("./prepare-database");
const database = prepareBenchDatabase();
if (!process.env.DATABASE_URL) throw new Error("The reports benchmark needs PostgreSQL: set BENCH_DATABASE_URL");
const { db } = await import("@/lib/db");
const { createTeamWithOwner } = await import("@/lib/services/teams/create-team-with-owner");
const { getCampaignAnalytics } = await import("@/lib/services/analytics/get-campaign-analytics");
const { getTeamOverview } = await import("@/lib/services/analytics/get-team-overview");
const { getEmailAnalytics } = await import("@/lib/services/analytics/get-email-analytics");
const { foldTail } = await import("@/lib/analytics/rollup/fold-tail");

type Shape = { campaigns: number; perCampaign: number; rows: number; opensOnly: boolean; oneEmail: boolean };
const SHAPE: Record<string, Shape> = {
  spread: { campaigns: 40, perCampaign: 5_000, rows: ROWS, opensOnly: false, oneEmail: false },
  campaign: { campaigns: 1, perCampaign: 5_000, rows: ROWS, opensOnly: false, oneEmail: false },
  email: { campaigns: 1, perCampaign: 5_000, rows: 150_000, opensOnly: true, oneEmail: true },
};

async function generate(teamId: string, prefix: string, shape: Shape) {
  const { campaigns, perCampaign } = shape;
  const emails = campaigns * perCampaign;
  const contacts = perCampaign;
  await db.$executeRawUnsafe(`INSERT INTO "MailingList" (id, "teamId", name, "updatedAt") VALUES ('${prefix}-list', '${teamId}', 'Everyone', now())`);
  await db.$executeRawUnsafe(`
    INSERT INTO "Contact" (id, email, "listId", "teamId", "createdAt", "updatedAt")
    SELECT '${prefix}-c' || g, 'reader' || g || '@example.com', '${prefix}-list', '${teamId}', now() - interval '400 days' + g * interval '1 minute', now()
    FROM generate_series(0, ${contacts - 1}) g`);
  await db.$executeRawUnsafe(`
    INSERT INTO "Campaign" (id, "teamId", name, "listId", status, "updatedAt")
    SELECT '${prefix}-k' || g, '${teamId}', 'Campaign ' || g, '${prefix}-list', 'SENT'::"CampaignStatus", now() FROM generate_series(0, ${campaigns - 1}) g`);
  await db.$executeRawUnsafe(`
    INSERT INTO "Email" (id, "teamId", "from", "to", subject, body, status, "campaignId", "contactId", "sentAt", "updatedAt")
    SELECT '${prefix}-e' || g, '${teamId}', 'news@bench.test', 'reader' || (g / ${campaigns}) || '@example.com', 'News', '<p>News</p>', 'SENT'::"EmailStatus",
           '${prefix}-k' || (g % ${campaigns}), '${prefix}-c' || (g / ${campaigns}),
           now() - interval '300 days' + (g % ${campaigns}) * interval '7 days' + (g / ${campaigns}) * interval '1 second', now()
    FROM generate_series(0, ${emails - 1}) g`);
  const event = shape.opensOnly
    ? `'open'`
    : `CASE WHEN h % 100 < 70 THEN 'open' WHEN h % 100 < 90 THEN 'click' WHEN h % 100 < 95 THEN 'reply' WHEN h % 100 < 98 THEN 'bounce' ELSE 'complaint' END`;
  const emailOf = shape.oneEmail ? `'${prefix}-e0'` : `'${prefix}-e' || (g % ${emails})`;
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
    FROM generate_series(0, ${shape.rows - 1}) g
    CROSS JOIN LATERAL (SELECT abs(hashtext(g::text)) AS h) x
    CROSS JOIN LATERAL (SELECT ${event} AS event) ev
    JOIN "Email" e ON e.id = ${emailOf}
    ORDER BY 5`);
}

const sortedCopy = (values: number[]) => [...values].sort((a, b) => a - b);
const median = (values: number[]) => sortedCopy(values)[Math.floor(values.length / 2)];
const percentile = (values: number[], p: number) => sortedCopy(values)[Math.min(values.length - 1, Math.floor((values.length * p) / 100))];
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

const summary: string[] = [];
for (const name of SHAPES) {
  const shape = SHAPE[name];
  const { team } = await createTeamWithOwner({ teamName: `Reports ${name}`, email: `reports-${name}-${Date.now()}@example.com`, password: "bench-password-123" });
  const prefix = `${name[0]}${Date.now().toString(36)}`;
  let started = performance.now();
  await generate(team.id, prefix, shape);
  console.log(`${name}: generated ${shape.rows} entries in ${((performance.now() - started) / 1000).toFixed(1)} s`);
  started = performance.now();
  const folded = await foldTail(team.id);
  const foldSeconds = (performance.now() - started) / 1000;
  console.log(`${name}: folded ${folded} entries into the roll-ups in ${foldSeconds.toFixed(1)} s (${Math.round(folded / foldSeconds)} entries/s)`);
  await db.$executeRawUnsafe(`VACUUM ANALYZE "EmailTracking"`);
  await db.$executeRawUnsafe(`VACUUM ANALYZE "AnalyticsCounter"`);
  const campaignIds = Array.from({ length: shape.campaigns }, (_, n) => `${prefix}-k${n}`);
  const campaign = await timedCalls((call) => getCampaignAnalytics({ teamId: team.id, campaignId: campaignIds[call % campaignIds.length] }));
  const email = await timedCalls((call) => getEmailAnalytics({ teamId: team.id, emailId: shape.oneEmail ? `${prefix}-e0` : `${prefix}-e${(call * 1_999) % (shape.campaigns * shape.perCampaign)}` }));
  const overview = await timedCalls(() => getTeamOverview({ teamId: team.id, months: 12 }));
  const sample = await getCampaignAnalytics({ teamId: team.id, campaignId: campaignIds[0] });
  console.log(`${name}: sample campaign openCount ${sample.openCount}, uniqueOpens ${sample.uniqueOpens}, clickCount ${sample.clickCount}, timeline buckets ${sample.timelineData.length}`);
  const line = `${name}: campaign p50 ${fmt(median(campaign))} (p95 ${fmt(percentile(campaign, 95))}), email p50 ${fmt(median(email))} (p95 ${fmt(percentile(email, 95))}), team overview p50 ${fmt(median(overview))} (p95 ${fmt(percentile(overview, 95))}); fold ${foldSeconds.toFixed(1)} s`;
  console.log(line);
  summary.push(line);
}
console.log(`\nanalytics-reports (${database}):\n${summary.join("\n")}`);
await db.$disconnect();
export {};
