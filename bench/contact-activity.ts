// A contact's activity (issue 41 item 4, docs/contract.md section 26): the service behind
// GET /contacts/{id}/activity (a page of 50 and the total, in parallel) for contacts of a team
// with BENCH_EVENTS tracking events (default 1,000,000; the goal is p95 under 50 ms at 10,000,000).
// Generated with generate_series in PostgreSQL: BENCH_EVENTS / 100 contacts, BENCH_EVENTS / 5 sent
// emails of 20 campaigns spread over them (a fifth of them with a provider's delivery time), and the
// events on those emails (opens, clicks with a URL, one in ten flagged automated, a few bounces,
// complaints and replies) over 90 days: about 120 activity rows per contact. Each run asks for the
// first page of BENCH_SAMPLE random contacts (default 200) and reports p50 / p95; the third page of
// the same contacts; and GET /emails/{id} with its first page of events. The ceiling, in the same
// run: a bare index read of the same contacts' 50 newest tracking rows (no sent rows, no count).
//   BENCH_RUNS runs (default 3; the median of the runs' p95 is reported)

const EVENTS = Number(process.env.BENCH_EVENTS ?? 1_000_000);
const SAMPLE = Number(process.env.BENCH_SAMPLE ?? 200);
const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const CONTACTS = Math.max(1, Math.round(EVENTS / 100));
const EMAILS = Math.max(1, Math.round(EVENTS / 5));
const GOAL_MS = 50;

const { prepareBenchDatabase } = await import("./prepare-database");
const database = prepareBenchDatabase();
if (!process.env.DATABASE_URL)
  throw new Error("The contact-activity benchmark needs PostgreSQL: set BENCH_DATABASE_URL");
const { db } = await import("@/lib/db");
const { createTeamWithOwner } = await import("@/lib/services/teams/create-team-with-owner");
const { listContactActivity } = await import("@/lib/services/contacts/list-contact-activity");
const { getEmail } = await import("@/lib/services/emails/get-email");

const contactId = (n: number | string) => `a-c${String(n).padStart(8, "0")}`;

async function generate(teamId: string) {
  await db.$executeRawUnsafe(
    `INSERT INTO "MailingList" (id, "teamId", name, "updatedAt") VALUES ('a-l0', '${teamId}', 'Newsletter', now())`,
  );
  await db.$executeRawUnsafe(`
    INSERT INTO "Contact" (id, email, "listId", "teamId", status, "unsubscribedAt", "updatedAt")
    SELECT 'a-c' || lpad(g::text, 8, '0'), 'reader' || g || '@example.com', 'a-l0', '${teamId}',
           (CASE WHEN g % 50 = 0 THEN 'UNSUBSCRIBED' ELSE 'ACTIVE' END)::"ContactStatus",
           CASE WHEN g % 50 = 0 THEN now() - interval '1 day' END, now()
    FROM generate_series(0, ${CONTACTS - 1}) g`);
  await db.$executeRawUnsafe(
    `INSERT INTO "Campaign" (id, "teamId", name, status, "updatedAt") SELECT 'a-k' || g, '${teamId}', 'Campaign ' || g, 'SENT'::"CampaignStatus", now() FROM generate_series(0, 19) g`,
  );
  await db.$executeRawUnsafe(`
    INSERT INTO "Email" (id, "teamId", "from", "to", subject, body, status, "campaignId", "campaignRun", "contactId", "sentAt", "deliveredAt", "updatedAt")
    SELECT 'a-e' || g, '${teamId}', 'news@bench.test', 'reader' || (g % ${CONTACTS}) || '@example.com', 'News ' || (g / ${CONTACTS} % 20), '<p>News</p>',
           'SENT'::"EmailStatus", 'a-k' || (g / ${CONTACTS} % 20), g / ${CONTACTS} / 20, 'a-c' || lpad((g % ${CONTACTS})::text, 8, '0'),
           now() - (g % 90) * interval '1 day', CASE WHEN g % 5 = 0 THEN now() - (g % 90) * interval '1 day' + interval '2 seconds' END, now()
    FROM generate_series(0, ${EMAILS - 1}) g`);
  // Event g belongs to email e = g % EMAILS (contact e % CONTACTS, campaign e / CONTACTS % 20): computed, not joined.
  await db.$executeRawUnsafe(`
    INSERT INTO "EmailTracking" (id, "teamId", "emailId", event, timestamp, "campaignId", "contactId", url, "isAutomated", "rolledUp", "updatedAt")
    SELECT 'a-t' || g, '${teamId}', 'a-e' || e, (CASE WHEN h % 500 = 0 THEN 'bounce' WHEN h % 700 = 1 THEN 'complaint'
             WHEN h % 90 = 2 THEN 'reply' WHEN h % 4 = 0 THEN 'click' ELSE 'open' END)::"TrackingEvent",
           now() - (e % 90) * interval '1 day' + (h % 1440) * interval '1 minute', 'a-k' || (e / ${CONTACTS} % 20),
           'a-c' || lpad((e % ${CONTACTS})::text, 8, '0'), CASE WHEN h % 4 = 0 THEN 'https://bench.test/offer/' || (h % 7) END,
           (h / 7) % 10 = 0, true, now()
    FROM generate_series(0, ${EVENTS - 1}) g
    CROSS JOIN LATERAL (SELECT g % ${EMAILS} AS e, abs(hashtext(g::text)) AS h) x`);
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;
const percentile = (values: number[], p: number) =>
  [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.ceil((p / 100) * values.length) - 1)] ?? 0;
async function timed(run: () => Promise<unknown>) {
  const start = performance.now();
  await run();
  return performance.now() - start;
}

const { team } = await createTeamWithOwner({
  teamName: "Activity Bench",
  email: `activity-${Date.now()}@example.com`,
  password: "bench-password-123",
});
const started = performance.now();
await generate(team.id);
for (const table of ["Contact", "Email", "EmailTracking"]) await db.$executeRawUnsafe(`VACUUM ANALYZE "${table}"`);
console.log(
  `generated ${CONTACTS} contacts, ${EMAILS} emails and ${EVENTS} events in ${((performance.now() - started) / 1000).toFixed(1)} s (${database})`,
);

const sample = Array.from({ length: SAMPLE }, (_, index) => contactId((index * 7919 + 13) % CONTACTS));
const emailSample = Array.from({ length: SAMPLE }, (_, index) => `a-e${(index * 104_729 + 17) % EMAILS}`);
const teamId = team.id;

type Figures = { p50: number; p95: number };
async function measure(call: (index: number) => Promise<unknown>): Promise<Figures> {
  const times: number[] = [];
  for (let index = 0; index < SAMPLE; index += 1) times.push(await timed(() => call(index)));
  return { p50: percentile(times, 50), p95: percentile(times, 95) };
}

const shapes: Record<string, (index: number) => Promise<unknown>> = {
  "activity, page 1 of 50": (index) => listContactActivity({ teamId, id: sample[index] as string, page: 1, limit: 50 }),
  "activity, page 3 of 50": (index) => listContactActivity({ teamId, id: sample[index] as string, page: 3, limit: 50 }),
  "email detail, events page 1": (index) => getEmail({ teamId, id: emailSample[index] as string }),
  "ceiling: 50 newest tracking rows by index": (index) =>
    db.$queryRaw`SELECT id FROM "EmailTracking" WHERE "contactId" = ${sample[index]} ORDER BY "timestamp" DESC LIMIT 50`,
};
const first = await listContactActivity({ teamId, id: sample[0] as string, page: 1, limit: 50 });
console.log(`a sampled contact has ${first.pagination.total} activity rows`);
// Warm-up: the plans and the sample's pages, as a running server has them.
for (const call of Object.values(shapes)) await measure(call);
const results: Record<string, Figures[]> = {};
for (let run = 0; run < RUNS; run += 1)
  for (const [name, call] of Object.entries(shapes)) (results[name] ??= []).push(await measure(call));

console.log(`\n${EVENTS} events, ${SAMPLE} contacts a run, ${RUNS} runs (goal: activity p95 < ${GOAL_MS} ms)`);
for (const [name, runs] of Object.entries(results)) {
  const p95s = runs.map(({ p95 }) => p95.toFixed(1)).join(" / ");
  console.log(
    `${name.padEnd(44)} p50 ${median(runs.map(({ p50 }) => p50)).toFixed(1)} ms, p95 ${median(runs.map(({ p95 }) => p95)).toFixed(1)} ms (p95 of the runs: ${p95s})`,
  );
}
await db.$disconnect();
export {};
