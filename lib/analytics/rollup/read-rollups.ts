import { readSql } from "@/lib/db/read-replica";
import { Prisma } from "@/lib/generated/prisma/client";
import * as raw from "../email-analytics-sql";
import type { BreakdownRow, EventCounts, LinkDeviceRow, LinkRow, TimelineRow, TimingRow } from "../email-analytics-sql";
import { localTime, type AnalyticsScope } from "../scope";
import { breakdownTupleValues, campaignScope, emailScope, hourOfKey, NULL_KEY, type TIMELINE_MODES } from "./keys";

// The parts of an EmailAnalytics report read from the roll-ups: the same rows, in the same
// order, as the raw queries of email-analytics-sql.ts, from a few hundred counters instead of the
// scope's tracking rows. The caller folds the team's tail first (fold-tail.ts). Sorting and the
// most-frequent-value ties are left to PostgreSQL, so they follow the same collation as the raw queries.
// The reads go through the database driver: a campaign's timeline is a thousand rows, and Prisma's
// raw result handling cost more than reading them (bench/README.md, analytics-reports). The driver
// reads a bare timestamp as local time, so times are selected as timestamptz (`AT TIME ZONE 'UTC'`).

/**
 * The counters of an email's own scope as AnalyticsCounter rows (scope, dim, k1, k2, teamId, n, u,
 * sum, minAt, maxAt): those in its state (own-counters.ts) plus any rows of its scope, summed per key. Readers use
 * it in place of the table for an email (read-rollups.ts).
 */
function ownCounterRows(emailId: string, teamId: string): Prisma.Sql {
  const scope = emailScope(emailId);
  return Prisma.sql`(
    SELECT p.scope, p.dim, p.k1, p.k2, p."teamId", sum(p.n)::bigint AS n, 0::bigint AS u, sum(p.sum) AS sum, min(p."minAt") AS "minAt", max(p."maxAt") AS "maxAt"
    FROM (
      SELECT scope, dim, k1, k2, "teamId", n, sum, "minAt", "maxAt" FROM "AnalyticsCounter" WHERE scope = ${scope} AND "teamId" = ${teamId}
      UNION ALL
      SELECT ${scope}::text, split_part(o.key, chr(3), 1), split_part(o.key, chr(3), 2), split_part(o.key, chr(3), 3), s."teamId",
             (o.value->>0)::float8::bigint, (o.value->>1)::float8, (o.value->>2)::timestamptz AT TIME ZONE 'UTC', (o.value->>3)::timestamptz AT TIME ZONE 'UTC'
      FROM "AnalyticsEmailState" s CROSS JOIN LATERAL jsonb_each(s.state->'c') AS o
      WHERE s."emailId" = ${emailId} AND s."teamId" = ${teamId} AND jsonb_typeof(s.state->'c') = 'object'
    ) p
    GROUP BY 1, 2, 3, 4, 5)`;
}

const scopeKey = (scope: AnalyticsScope) =>
  "campaignId" in scope ? campaignScope(scope.campaignId) : emailScope(scope.emailId);

/** Where a scope's counters are: a campaign's in AnalyticsCounter, an email's mostly in its fold
 * state (own-counters.ts). */
const counters = (scope: AnalyticsScope) =>
  "campaignId" in scope ? Prisma.sql`"AnalyticsCounter"` : ownCounterRows(scope.emailId, scope.teamId);
/** Counter rows filter; the team id is on every counter, so a scope cannot read another team's. */
const of = (scope: AnalyticsScope, dim: string) =>
  Prisma.sql`c.scope = ${scopeKey(scope)} AND c."teamId" = ${scope.teamId} AND c.dim = ${dim}`;
const nullable = (column: Prisma.Sql) => Prisma.sql`NULLIF(${column}, ${NULL_KEY})`;
const utc = (column: Prisma.Sql) => Prisma.sql`(${column} AT TIME ZONE 'UTC')`;
/** A statement of this file, written as a Prisma.sql template, run through the driver. */
const rollupRows = <Row>(strings: TemplateStringsArray, ...values: unknown[]) =>
  readSql<Row>(Prisma.sql(strings, ...values));
/** An email has one recipient: its distinct-recipient counts are its counts capped at one (the fold
 * keeps no presence for an email's own scope, increments.ts); a campaign's are counted by the fold. */
const isEmail = (scope: AnalyticsScope) => !("campaignId" in scope);
const distinctOf = (scope: AnalyticsScope) => (isEmail(scope) ? Prisma.sql`LEAST(c.n, 1)` : Prisma.sql`c.u`);

const COUNTS: (keyof EventCounts)[] = [
  "openCount",
  "uniqueOpens",
  "openers",
  "clickCount",
  "uniqueClicks",
  "bounceCount",
  "bouncedEmails",
  "complaintCount",
  "replyCount",
  "repliers",
  "proxyOpens",
  "scannerClicks",
];

/** The emails sent (email-analytics-sql.ts's sentCount): a campaign's from the sent counts a trigger
 * keeps (its emails are spread over the whole Email table; counting 5,000 of them read 5,000 pages),
 * an email's own from its row. */
export async function sentCount(scope: AnalyticsScope): Promise<number> {
  if (!("campaignId" in scope)) return raw.sentCount(scope);
  const [row] = await rollupRows<{ sent: number }>`
    SELECT COALESCE(sum(s.n), 0)::int AS sent FROM "AnalyticsSentCount" s WHERE s."teamId" = ${scope.teamId} AND s."campaignId" = ${scope.campaignId}`;
  return row.sent;
}

export async function eventCounts(scope: AnalyticsScope): Promise<EventCounts> {
  const rows = await rollupRows<{
    k1: string;
    n: number;
  }>`SELECT c.k1, c.n::int AS n FROM ${counters(scope)} c WHERE ${of(scope, "n")}`;
  const byName = new Map(rows.map((row) => [row.k1, row.n]));
  const counts = Object.fromEntries(COUNTS.map((name) => [name, byName.get(name) ?? 0])) as EventCounts;
  if (!isEmail(scope)) return counts;
  const once = (n: number) => Math.min(n, 1);
  return {
    ...counts,
    uniqueOpens: once(counts.openCount + counts.clickCount),
    openers: once(counts.openCount),
    uniqueClicks: once(counts.clickCount),
    bouncedEmails: once(counts.bounceCount),
    repliers: once(counts.replyCount),
  };
}

/** Human opens per breakdown value, and per local (day, hour) from the quarter-hour counters.
 * Two statements: as one UNION ALL, PostgreSQL can plan a parallel append for these few hundred
 * rows, and starting its workers costs more (about 10 ms) than the reads. */
export async function openBreakdowns(scope: AnalyticsScope, timezone: string): Promise<BreakdownRow[]> {
  const local = localTime(Prisma.sql`c.k1::timestamp`, timezone);
  const [values, tuples, dayHours] = await Promise.all([
    rollupRows<{ dim: string; key: string; count: number }>`
      SELECT c.k1 AS dim, c.k2 AS key, c.n::int AS count FROM ${counters(scope)} c WHERE ${of(scope, "b")} AND c.n > 0`,
    isEmail(scope)
      ? rollupRows<{
          k2: string;
          n: number;
        }>`SELECT c.k2, c.n::int AS n FROM ${counters(scope)} c WHERE ${of(scope, "bt")} AND c.n > 0`
      : [],
    rollupRows<BreakdownRow>`
      SELECT 'dayHour' AS dim, EXTRACT(ISODOW FROM ${local})::int::text AS key, EXTRACT(HOUR FROM ${local})::int AS hour, sum(c.n)::int AS count
      FROM ${counters(scope)} c WHERE ${of(scope, "oh")} GROUP BY 2, 3 HAVING sum(c.n) > 0`,
  ]);
  // An email's opens per combination of values (keys.ts), added to any per-value counters it
  // has from before the combinations.
  const counts = new Map<string, { dim: string; key: string; count: number }>();
  const add = (dim: string, key: string, count: number) => {
    const id = `${dim}\u0000${key}`;
    const entry = counts.get(id);
    if (entry) entry.count += count;
    else counts.set(id, { dim, key, count });
  };
  for (const row of values) add(row.dim, row.key, row.count);
  for (const { k2, n } of tuples) for (const [dim, key] of breakdownTupleValues(k2)) add(dim, key, n);
  const breakdowns = [...counts.values()].map(({ dim, key, count }) => ({
    dim,
    key: key === NULL_KEY ? null : key,
    hour: null,
    count,
  }));
  return [...breakdowns, ...dayHours];
}

export function linkStats(scope: AnalyticsScope): Promise<LinkRow[]> {
  return rollupRows<LinkRow>`
    SELECT c.k1 AS url, c.n::int AS "clickCount", ${distinctOf(scope)}::int AS "uniqueClicks",
           CASE WHEN a.n > 0 THEN a.sum / a.n END AS "avgMsToClick", ${utc(Prisma.sql`c."minAt"`)} AS "firstClick", ${utc(Prisma.sql`c."maxAt"`)} AS "lastClick"
    FROM ${counters(scope)} c
    LEFT JOIN ${counters(scope)} a ON a.scope = c.scope AND a.dim = 'la' AND a.k1 = c.k1 AND a.k2 = ''
    WHERE ${of(scope, "l")} AND c.n > 0
    ORDER BY c.n DESC, c.k1`;
}

export function linkDevices(scope: AnalyticsScope): Promise<LinkDeviceRow[]> {
  return rollupRows<LinkDeviceRow>`
    SELECT c.k1 AS url, ${nullable(Prisma.sql`c.k2`)} AS device, c.n::int AS count FROM ${counters(scope)} c WHERE ${of(scope, "ld")} AND c.n > 0`;
}

/** Human entries per UTC hour and event, with each bucket's most frequent browser, country and
 * device as the fold keeps them (fold-rows.ts; ties go to the first value in collation order, as
 * PostgreSQL's mode() does), looked up by "hour|event|column". */
export async function timeline(scope: AnalyticsScope): Promise<TimelineRow[]> {
  const [buckets, modes] = await Promise.all([
    // In hour order by the keys themselves (hourKey), read back into times here: for a campaign's
    // thousand buckets, converting and sorting timestamps in PostgreSQL cost more than the read.
    rollupRows<Omit<TimelineRow, "bucket" | "browser" | "country" | "deviceType"> & { hour: string }>`
      SELECT c.k1 AS hour, c.k2 AS "eventType", c.n::int AS count, ${distinctOf(scope)}::int AS "uniqueCount"
      FROM ${counters(scope)} c WHERE ${of(scope, "tl")} AND c.n > 0 ORDER BY c.k1 COLLATE "C", c.k2`,
    isEmail(scope)
      ? // An email's few value counters are in its state: its modes are picked here, by the fold's rule.
        rollupRows<{ bucket: string; value: string }>`
          SELECT DISTINCT ON (c.k1) c.k1 AS bucket, c.k2 AS value FROM ${counters(scope)} c WHERE ${of(scope, "tm")} AND c.n > 0 ORDER BY c.k1, c.n DESC, c.k2`
      : rollupRows<{ bucket: string; value: string }>`
          SELECT m.bucket, m.value FROM "AnalyticsTimelineMode" m WHERE m.scope = ${scopeKey(scope)} AND m."teamId" = ${scope.teamId}`,
  ]);
  const mode = new Map(modes.map((row) => [row.bucket, row.value]));
  const modeOf = (hour: string, event: string, column: (typeof TIMELINE_MODES)[number]) =>
    mode.get(`${hour}|${event}|${column}`) ?? null;
  // Each field named: copying the driver's row objects with rest and spread cost about 10 µs a row.
  return buckets.map(({ hour, eventType, count, uniqueCount }) => ({
    bucket: hourOfKey(hour),
    eventType,
    count,
    uniqueCount,
    browser: modeOf(hour, eventType, "browser"),
    country: modeOf(hour, eventType, "country"),
    deviceType: modeOf(hour, eventType, "deviceType"),
  }));
}

export async function timings(scope: AnalyticsScope): Promise<TimingRow> {
  const rows = await rollupRows<{ k1: string; n: number; sum: number }>`
    SELECT c.k1, c.n::int AS n, c.sum FROM ${counters(scope)} c WHERE ${of(scope, "n")} AND c.k1 IN ('read', 'firstOpen')`;
  const avg = (name: string) => {
    const row = rows.find((candidate) => candidate.k1 === name);
    return row && row.n > 0 ? row.sum / row.n : null;
  };
  return { avgReadMs: avg("read"), avgFirstOpenMs: avg("firstOpen") };
}
