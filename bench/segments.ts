// Segments at 1,000,000 contacts and 1,000,000 tracking events (issue 20's goal: a segment's count
// and first page together in at most 500 ms). One team, its contacts in two lists, generated with
// generate_series in PostgreSQL: 10% tagged vip, a third with metadata.plan, cities from a short
// list; 200,000 emails of 10 campaigns spread over the contacts and 1,000,000 opens and clicks on them over the
// last 90 days (one in ten flagged as a privacy proxy or a scanner). A neighbour team holds 200,000
// contacts that the tenancy filter must skip. Measured in process, server side: the service behind
// GET /segments/{id}/contacts (the count and the first page of 50, in parallel), per segment.
//   BENCH_CONTACTS contacts of the measured team (default 1,000,000); BENCH_EVENTS (default 1,000,000)
//   BENCH_RUNS runs per segment (default 3; the median is reported)
//   BENCH_REUSE=1 time the segments of the team an earlier run of this database left, without
//                 generating again: to repeat the timings alone (10,000,000 events take long to make)

const CONTACTS = Number(process.env.BENCH_CONTACTS ?? 1_000_000);
const EVENTS = Number(process.env.BENCH_EVENTS ?? 1_000_000);
const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const REUSE = process.env.BENCH_REUSE === "1";
const EMAILS = Math.round(EVENTS / 5);
const GOAL_MS = 500;

const { prepareBenchDatabase } = await import("./prepare-database");
const database = prepareBenchDatabase();
if (!process.env.DATABASE_URL) throw new Error("The segments benchmark needs PostgreSQL: set BENCH_DATABASE_URL");
const { db } = await import("@/lib/db");
const { driverQuery } = await import("@/lib/db/driver-transaction");
const { createTeamWithOwner } = await import("@/lib/services/teams/create-team-with-owner");
const { createSegment } = await import("@/lib/services/segments/create-segment");
const { listSegmentContacts } = await import("@/lib/services/segments/list-segment-contacts");
const { parseSegmentDefinition } = await import("@/lib/segments/rules");

async function generate(teamId: string, prefix: string, contacts: number, events: number) {
  await db.$executeRawUnsafe(
    `INSERT INTO "MailingList" (id, "teamId", name, "updatedAt") VALUES ('${prefix}-l0', '${teamId}', 'Newsletter', now()), ('${prefix}-l1', '${teamId}', 'Customers', now())`,
  );
  await db.$executeRawUnsafe(`
    INSERT INTO "Contact" (id, email, "listId", "teamId", status, city, metadata, "createdAt", "updatedAt")
    SELECT '${prefix}-c' || lpad(g::text, 8, '0'), 'reader' || g || '@example.com', '${prefix}-l' || (g % 2), '${teamId}',
           (CASE WHEN g % 50 = 0 THEN 'UNSUBSCRIBED' ELSE 'ACTIVE' END)::"ContactStatus",
           (ARRAY['Paris','London','Berlin','Madrid','Rome','Lisbon','Vienna','Dublin'])[1 + g % 8],
           CASE WHEN g % 3 = 0 THEN jsonb_build_object('plan', (ARRAY['free','pro','team'])[1 + (g / 3) % 3], 'seats', g % 40) END,
           now() - interval '700 days' + g * interval '1 minute' * (1000000.0 / ${contacts}), now()
    FROM generate_series(0, ${contacts - 1}) g`);
  await db.$executeRawUnsafe(`
    INSERT INTO "Tag" (id, name, "contactId", "teamId", "updatedAt")
    SELECT '${prefix}-g' || g, 'vip', '${prefix}-c' || lpad(g::text, 8, '0'), '${teamId}', now() FROM generate_series(0, ${contacts - 1}, 10) g`);
  if (events === 0) return;
  await db.$executeRawUnsafe(
    `INSERT INTO "Campaign" (id, "teamId", name, status, "updatedAt") SELECT '${prefix}-k' || g, '${teamId}', 'Campaign ' || g, 'SENT'::"CampaignStatus", now() FROM generate_series(0, 9) g`,
  );
  await db.$executeRawUnsafe(`
    INSERT INTO "Email" (id, "teamId", "from", "to", subject, body, status, "campaignId", "contactId", "sentAt", "updatedAt")
    SELECT '${prefix}-e' || g, '${teamId}', 'news@bench.test', 'reader' || c || '@example.com', 'News', '<p>News</p>', 'SENT'::"EmailStatus",
           '${prefix}-k' || (g % 10), '${prefix}-c' || lpad(c::text, 8, '0'), now() - (g % 90) * interval '1 day', now()
    FROM generate_series(0, ${EMAILS - 1}) g CROSS JOIN LATERAL (SELECT ((g / 10) * 4999 + (g % 10) * 7) % ${contacts} AS c) x`);
  // Foreign-key checks off for this one statement (a bench fixture, superuser only: the rows point
  // at the emails just made, and the table has no other trigger): 10,000,000 rows pay four key
  // lookups each otherwise, most of an hour on a busy machine.
  await driverQuery(`
    SET session_replication_role = replica;
    INSERT INTO "EmailTracking" (id, "teamId", "emailId", event, timestamp, "campaignId", "contactId", "isAutomated", "updatedAt", "rolledUp")
    SELECT '${prefix}-t' || g, '${teamId}', e.id, (CASE WHEN h % 4 = 0 THEN 'click' ELSE 'open' END)::"TrackingEvent",
           e."sentAt" + (h % 1440) * interval '1 minute', e."campaignId", e."contactId", (h / 7) % 10 = 0, now(), true
    FROM generate_series(0, ${events - 1}) g
    CROSS JOIN LATERAL (SELECT abs(hashtext(g::text)) AS h) x
    JOIN "Email" e ON e.id = '${prefix}-e' || (g % ${EMAILS});
    SET session_replication_role = origin;`);
  // What the tracking recorder's fold keeps for these rows (lib/analytics/rollup/contact-engagement.ts;
  // the roll-ups' property test holds it equal to this recomputation), set at once instead of
  // folding a million rows one batch at a time; the rows are stored as folded.
  await db.$executeRawUnsafe(`
    INSERT INTO "ContactEngagement" ("contactId", "campaignId", "teamId", "lastOpenAt", "lastClickAt")
    SELECT t."contactId", scope."campaignId", t."teamId", max(t."timestamp"), max(t."timestamp") FILTER (WHERE t.event = 'click')
    FROM "EmailTracking" t CROSS JOIN LATERAL (VALUES (''), (t."campaignId")) AS scope("campaignId")
    WHERE t."teamId" = '${teamId}' AND NOT t."isAutomated" AND t.event IN ('open', 'click') AND scope."campaignId" IS NOT NULL
    GROUP BY 1, 2, 3`);
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
async function timed(run: () => Promise<unknown>) {
  const start = performance.now();
  await run();
  return performance.now() - start;
}

/** A new team with the generated contacts and events, beside its neighbour's contacts. */
async function generatedTeam() {
  const { team } = await createTeamWithOwner({
    teamName: "Segments Bench",
    email: `segments-${Date.now()}@example.com`,
    password: "bench-password-123",
  });
  const { team: neighbour } = await createTeamWithOwner({
    teamName: "Neighbour",
    email: `neighbour-${Date.now()}@example.com`,
    password: "bench-password-123",
  });
  const started = performance.now();
  await generate(team.id, "m", CONTACTS, EVENTS);
  await generate(neighbour.id, "n", Math.round(CONTACTS / 5), 0);
  for (const table of ["Contact", "Tag", "Email", "EmailTracking", "ContactEngagement"])
    await db.$executeRawUnsafe(`VACUUM ANALYZE "${table}"`);
  console.log(
    `generated ${CONTACTS} contacts and ${EVENTS} events (+${Math.round(CONTACTS / 5)} contacts of another team) in ${((performance.now() - started) / 1000).toFixed(1)} s`,
  );
  return team;
}

/** The team an earlier run of this database generated (BENCH_REUSE=1); its ids carry the prefix "m". */
async function earlierTeam() {
  const found = await db.team.findFirst({ where: { name: "Segments Bench" }, orderBy: { createdAt: "desc" } });
  if (!found) throw new Error(`No earlier "Segments Bench" team in this database: run without BENCH_REUSE first`);
  return found;
}

const team = REUSE ? await earlierTeam() : await generatedTeam();

const SEGMENTS: { name: string; listId?: string; match?: "all" | "any"; rules: unknown[] }[] = [
  {
    name: "opened in 30 days and tagged vip",
    rules: [
      { field: "engagement", op: "opened", value: { withinDays: 30 } },
      { field: "tag", op: "has", value: "vip" },
    ],
  },
  {
    name: "clicked campaign k3 in 90 days",
    rules: [{ field: "engagement", op: "clicked", value: { campaignId: "m-k3", withinDays: 90 } }],
  },
  {
    name: "not opened in 60 days, active, list 1",
    listId: "m-l1",
    rules: [
      { field: "engagement", op: "notOpened", value: { withinDays: 60 } },
      { field: "status", op: "equals", value: "ACTIVE" },
    ],
  },
  {
    name: "plan pro or seats > 30, in Paris (nested any)",
    rules: [
      { field: "city", op: "equals", value: "paris" },
      {
        match: "any",
        rules: [
          { field: "metadata.plan", op: "equals", value: "pro" },
          { field: "metadata.seats", op: "gt", value: 30 },
        ],
      },
    ],
  },
  {
    name: "created in the last 90 days, not tagged vip",
    rules: [
      { field: "createdAt", op: "withinDays", value: 90 },
      { field: "tag", op: "notHas", value: "vip" },
    ],
  },
];

// The ceiling a segment cannot beat on this machine and data: counting the team's contacts, no rule.
const ceiling: number[] = [];
for (let run = 0; run < RUNS + 1; run += 1)
  ceiling.push(
    await timed(() => db.$queryRaw`SELECT count(*) FROM "Contact" WHERE "teamId" = ${team.id} AND "isDeleted" = false`),
  );

const results: { name: string; count: number; median: number; runs: number[] }[] = [];
for (const spec of SEGMENTS) {
  const parsed = parseSegmentDefinition({ match: spec.match ?? "all", rules: spec.rules });
  if (!parsed.ok) throw new Error(JSON.stringify(parsed.problems));
  const segment =
    (REUSE && (await db.segment.findFirst({ where: { teamId: team.id, name: spec.name }, select: { id: true } }))) ||
    (await createSegment({
      teamId: team.id,
      name: spec.name,
      listId: spec.listId,
      rules: spec.rules,
      definition: parsed.definition,
    }));
  let count = 0;
  await listSegmentContacts({ teamId: team.id, id: segment.id, page: 1, limit: 50 }); // warm-up: plans and caches
  const runs: number[] = [];
  for (let run = 0; run < RUNS; run += 1) {
    runs.push(
      await timed(
        async () =>
          (count = (await listSegmentContacts({ teamId: team.id, id: segment.id, page: 1, limit: 50 })).pagination
            .total),
      ),
    );
  }
  results.push({ name: spec.name, count, median: median(runs), runs });
}

const fmt = (ms: number) => `${ms.toFixed(0)} ms`;
for (const result of results)
  console.log(
    `${result.name}: ${result.count} contacts, median ${fmt(result.median)} (${result.runs.map(fmt).join(" / ")})`,
  );
console.log(`ceiling (count of the team's contacts, no rule): median ${fmt(median(ceiling.slice(1)))}`);
const worst = Math.max(...results.map((result) => result.median));
console.log(
  `\nsegments (${database}, ${CONTACTS} contacts, ${EVENTS} events): count + first page, worst median ${fmt(worst)} (goal ${GOAL_MS} ms) ${worst <= GOAL_MS ? "OK" : "OVER"}`,
);
await db.$disconnect();
export {};
