import { readDb } from "@/lib/db/read-replica";
import { Prisma } from "@/lib/generated/prisma/client";
import { emailFilter, localTime, RECIPIENT, trackingFilter, type AnalyticsScope } from "./scope";

// The queries behind one EmailAnalytics report. Each reads only the scope's rows through the
// (campaignId|emailId, event, timestamp) indexes and aggregates in PostgreSQL; they are
// independent, so the report runs them side by side. Counts are cast to int (not bigint) and
// durations to float8 milliseconds, so the driver hands back plain numbers.

const HUMAN_OPEN = Prisma.sql`t.event = 'open' AND NOT t."isAutomated"`;
const HUMAN_CLICK = Prisma.sql`t.event = 'click' AND NOT t."isAutomated"`;
/** A reading session ends when the next open or click of the same email is further away than this. */
const SESSION_GAP = "30 minutes";

const msBetween = (later: Prisma.Sql, earlier: Prisma.Sql) =>
  Prisma.sql`(EXTRACT(EPOCH FROM (${later} - ${earlier})) * 1000)::float8`;

/** The emails sent: one email's own, or a campaign's but for test sends (left out of analytics). */
export async function sentCount(scope: AnalyticsScope): Promise<number> {
  const tests = "campaignId" in scope ? Prisma.sql`AND NOT e.test` : Prisma.empty;
  const [row] = await readDb().$queryRaw<{ sent: number }[]>`
    SELECT count(*)::int AS sent FROM "Email" e WHERE ${emailFilter(scope)} AND e."sentAt" IS NOT NULL ${tests}`;
  return row.sent;
}

export type EventCounts = {
  openCount: number;
  /** Distinct recipients with a human open or a human click (a click implies an open). */
  uniqueOpens: number;
  /** Distinct recipients with a human open event: the part of uniqueOpens that openCount counts. */
  openers: number;
  clickCount: number;
  uniqueClicks: number;
  bounceCount: number;
  bouncedEmails: number;
  complaintCount: number;
  replyCount: number;
  repliers: number;
  proxyOpens: number;
  scannerClicks: number;
};

export async function eventCounts(scope: AnalyticsScope): Promise<EventCounts> {
  const [row] = await readDb().$queryRaw<EventCounts[]>`
    SELECT
      count(*) FILTER (WHERE ${HUMAN_OPEN})::int AS "openCount",
      count(DISTINCT ${RECIPIENT}) FILTER (WHERE (${HUMAN_OPEN}) OR (${HUMAN_CLICK}))::int AS "uniqueOpens",
      count(DISTINCT ${RECIPIENT}) FILTER (WHERE ${HUMAN_OPEN})::int AS "openers",
      count(*) FILTER (WHERE ${HUMAN_CLICK})::int AS "clickCount",
      count(DISTINCT ${RECIPIENT}) FILTER (WHERE ${HUMAN_CLICK})::int AS "uniqueClicks",
      count(*) FILTER (WHERE t.event = 'bounce')::int AS "bounceCount",
      count(DISTINCT t."emailId") FILTER (WHERE t.event = 'bounce')::int AS "bouncedEmails",
      count(*) FILTER (WHERE t.event = 'complaint')::int AS "complaintCount",
      count(*) FILTER (WHERE t.event = 'reply' AND NOT t."isAutomated")::int AS "replyCount",
      count(DISTINCT ${RECIPIENT}) FILTER (WHERE t.event = 'reply' AND NOT t."isAutomated")::int AS "repliers",
      count(*) FILTER (WHERE t.event = 'open' AND t."isAutomated")::int AS "proxyOpens",
      count(*) FILTER (WHERE t.event = 'click' AND t."isAutomated")::int AS "scannerClicks"
    FROM "EmailTracking" t WHERE ${trackingFilter(scope)}`;
  return row;
}

export type BreakdownRow = { dim: string; key: string | null; hour: number | null; count: number };

/** Human opens grouped by each breakdown dimension; day and hour in `timezone`. One scan. */
export function openBreakdowns(scope: AnalyticsScope, timezone: string): Promise<BreakdownRow[]> {
  const local = localTime(Prisma.sql`t.timestamp`, timezone);
  return readDb().$queryRaw<BreakdownRow[]>`
    WITH o AS MATERIALIZED (
      SELECT t.browser, t.os, t."deviceType"::text AS device, t.city, t.region, t.country,
             EXTRACT(ISODOW FROM ${local})::int AS dow, EXTRACT(HOUR FROM ${local})::int AS hr
      FROM "EmailTracking" t WHERE ${trackingFilter(scope)} AND ${HUMAN_OPEN}
    )
    SELECT 'browser' AS dim, browser AS key, NULL::int AS hour, count(*)::int AS count FROM o GROUP BY browser
    UNION ALL SELECT 'os', os, NULL, count(*)::int FROM o GROUP BY os
    UNION ALL SELECT 'device', device, NULL, count(*)::int FROM o GROUP BY device
    UNION ALL SELECT 'city', city, NULL, count(*)::int FROM o GROUP BY city
    UNION ALL SELECT 'region', region, NULL, count(*)::int FROM o GROUP BY region
    UNION ALL SELECT 'country', country, NULL, count(*)::int FROM o GROUP BY country
    UNION ALL SELECT 'dayHour', dow::text, hr, count(*)::int FROM o GROUP BY dow, hr`;
}

export type LinkRow = {
  url: string;
  clickCount: number;
  uniqueClicks: number;
  avgMsToClick: number | null;
  firstClick: Date;
  lastClick: Date;
};

/** Human clicks per URL, with the time from the email's first human open to each click. */
export function linkStats(scope: AnalyticsScope): Promise<LinkRow[]> {
  return readDb().$queryRaw<LinkRow[]>`
    WITH first_open AS (
      SELECT t."emailId", min(t.timestamp) AS at FROM "EmailTracking" t
      WHERE ${trackingFilter(scope)} AND ${HUMAN_OPEN} GROUP BY t."emailId"
    ), c AS (
      SELECT COALESCE(t.url, '') AS url, t.timestamp, t."emailId", ${RECIPIENT} AS rk FROM "EmailTracking" t
      WHERE ${trackingFilter(scope)} AND ${HUMAN_CLICK}
    )
    SELECT c.url, count(*)::int AS "clickCount", count(DISTINCT c.rk)::int AS "uniqueClicks",
           avg(${msBetween(Prisma.sql`c.timestamp`, Prisma.sql`f.at`)}) FILTER (WHERE f.at <= c.timestamp) AS "avgMsToClick",
           min(c.timestamp) AS "firstClick", max(c.timestamp) AS "lastClick"
    FROM c LEFT JOIN first_open f ON f."emailId" = c."emailId"
    GROUP BY c.url ORDER BY count(*) DESC, c.url`;
}

export type LinkDeviceRow = { url: string; device: string | null; count: number };

export function linkDevices(scope: AnalyticsScope): Promise<LinkDeviceRow[]> {
  return readDb().$queryRaw<LinkDeviceRow[]>`
    SELECT COALESCE(t.url, '') AS url, t."deviceType"::text AS device, count(*)::int AS count
    FROM "EmailTracking" t WHERE ${trackingFilter(scope)} AND ${HUMAN_CLICK} GROUP BY 1, 2`;
}

export type TimelineRow = {
  bucket: Date;
  eventType: string;
  count: number;
  uniqueCount: number;
  browser: string | null;
  country: string | null;
  deviceType: string | null;
};

/** Non-automated entries per UTC hour and event; the dimensions are each bucket's most frequent value. */
export function timeline(scope: AnalyticsScope): Promise<TimelineRow[]> {
  return readDb().$queryRaw<TimelineRow[]>`
    SELECT date_trunc('hour', t.timestamp) AS bucket, t.event::text AS "eventType",
           count(*)::int AS count, count(DISTINCT ${RECIPIENT})::int AS "uniqueCount",
           mode() WITHIN GROUP (ORDER BY t.browser) AS browser,
           mode() WITHIN GROUP (ORDER BY t.country) AS country,
           mode() WITHIN GROUP (ORDER BY t."deviceType"::text) AS "deviceType"
    FROM "EmailTracking" t WHERE ${trackingFilter(scope)} AND NOT t."isAutomated"
    GROUP BY 1, 2 ORDER BY 1, 2`;
}

export type TimingRow = { avgReadMs: number | null; avgFirstOpenMs: number | null };

/**
 * averageReadTime and firstOpenTime. Sessions: an email's human opens and clicks in time order,
 * a new session whenever the gap to the previous one exceeds SESSION_GAP.
 */
export async function timings(scope: AnalyticsScope): Promise<TimingRow> {
  const [row] = await readDb().$queryRaw<TimingRow[]>`
    WITH ev AS (
      SELECT t."emailId", t.event, t.timestamp,
             lag(t.timestamp) OVER (PARTITION BY t."emailId" ORDER BY t.timestamp, t.id) AS prev
      FROM "EmailTracking" t
      WHERE ${trackingFilter(scope)} AND t.event IN ('open', 'click') AND NOT t."isAutomated"
    ), marked AS (
      SELECT "emailId", event, timestamp,
             count(*) FILTER (WHERE prev IS NULL OR timestamp - prev > ${SESSION_GAP}::interval)
               OVER (PARTITION BY "emailId" ORDER BY timestamp ROWS UNBOUNDED PRECEDING) AS session
      FROM ev
    ), sessions AS (
      SELECT min(timestamp) FILTER (WHERE event = 'open') AS first_open, max(timestamp) AS last, count(*) AS n
      FROM marked GROUP BY "emailId", session
    ), first_open AS (
      SELECT "emailId", min(timestamp) AS at FROM ev WHERE event = 'open' GROUP BY "emailId"
    )
    SELECT
      (SELECT avg(${msBetween(Prisma.sql`last`, Prisma.sql`first_open`)}) FROM sessions WHERE n >= 2 AND first_open IS NOT NULL) AS "avgReadMs",
      (SELECT avg(GREATEST(0, ${msBetween(Prisma.sql`f.at`, Prisma.sql`e."sentAt"`)}))
         FROM first_open f JOIN "Email" e ON e.id = f."emailId" AND e."teamId" = ${scope.teamId}
         WHERE e."sentAt" IS NOT NULL) AS "avgFirstOpenMs"`;
  return row;
}
