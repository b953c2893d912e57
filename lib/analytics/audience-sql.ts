import { readDb } from "@/lib/db/read-replica";
import { Prisma } from "@/lib/generated/prisma/client";
import { localTime } from "./scope";

// The queries behind AudienceInsights. Contacts considered: the team's live ACTIVE contacts (of
// one list when asked). Engagement = a human (not isAutomated) open or click by the contact.
// Segments, evaluated at a moment T, first matching rule wins:
//   engaged  - engaged in the 30 days before T
//   new      - created in the 30 days before T (and not engaged)
//   at-risk  - last engaged 30 to 90 days before T
//   inactive - everything else (no engagement in the 90 days before T)
// Growth compares the size at T = now with T = now - 30 days (contacts created since left out of
// the earlier count; the status is today's, as status history is not kept).

const DAY_MS = 86_400_000;
const ENGAGED_DAYS = 30;
const NEW_DAYS = 30;
const AT_RISK_DAYS = 90;
const GROWTH_DAYS = 30;
/** Rates and preferences look at this many days of mail and opens. */
const WINDOW_DAYS = 90;

export type AudienceScope = { teamId: string; listId?: string; now: Date };

const daysBefore = (date: Date, days: number) => new Date(date.getTime() - days * DAY_MS);

function base(scope: AudienceScope): Prisma.Sql {
  const { teamId, listId, now } = scope;
  const list = listId ? Prisma.sql`AND "listId" = ${listId}` : Prisma.empty;
  // The oldest engagement any rule reads: at-risk as of the growth comparison point.
  const horizon = daysBefore(now, GROWTH_DAYS + AT_RISK_DAYS);
  return Prisma.sql`
    c AS MATERIALIZED (
      SELECT id, "createdAt", country, city FROM "Contact"
      WHERE "teamId" = ${teamId} AND "isDeleted" = false AND status = 'ACTIVE' ${list}
    ), h AS MATERIALIZED (
      SELECT t."contactId", t."emailId", t.event, t.timestamp, t."deviceType"::text AS device, t.browser, t.os, t.country, t.city
      FROM "EmailTracking" t JOIN c ON c.id = t."contactId"
      WHERE t."teamId" = ${teamId} AND t."isDeleted" = false AND t.timestamp > ${horizon} AND t.timestamp <= ${now}
        AND ((t.event IN ('open', 'click') AND NOT t."isAutomated") OR t.event = 'bounce')
    )`;
}

function segmentAt(at: Date, last: Prisma.Sql): Prisma.Sql {
  return Prisma.sql`CASE
    WHEN ${last} > ${daysBefore(at, ENGAGED_DAYS)} THEN 'engaged'
    WHEN c."createdAt" > ${daysBefore(at, NEW_DAYS)} THEN 'new'
    WHEN ${last} > ${daysBefore(at, AT_RISK_DAYS)} THEN 'at-risk'
    ELSE 'inactive' END`;
}

function segmentsCte(scope: AudienceScope): Prisma.Sql {
  const then = daysBefore(scope.now, GROWTH_DAYS);
  return Prisma.sql`${base(scope)}, last AS (
      SELECT "contactId", max(timestamp) AS now_last, max(timestamp) FILTER (WHERE timestamp <= ${then}) AS then_last
      FROM h WHERE event IN ('open', 'click') GROUP BY "contactId"
    ), seg AS (
      SELECT c.id, ${segmentAt(scope.now, Prisma.sql`l.now_last`)} AS now_seg,
             CASE WHEN c."createdAt" > ${then} THEN NULL ELSE ${segmentAt(then, Prisma.sql`l.then_last`)} END AS then_seg
      FROM c LEFT JOIN last l ON l."contactId" = c.id
    )`;
}

export type SegmentSizeRow = { name: string; now: number; before: number };

export function segmentSizes(scope: AudienceScope): Promise<SegmentSizeRow[]> {
  return readDb().$queryRaw<SegmentSizeRow[]>`
    WITH ${segmentsCte(scope)}
    SELECT s.name, count(*) FILTER (WHERE seg.now_seg = s.name)::int AS now, count(*) FILTER (WHERE seg.then_seg = s.name)::int AS before
    FROM (VALUES ('engaged'), ('new'), ('at-risk'), ('inactive')) AS s(name) LEFT JOIN seg ON seg.now_seg = s.name OR seg.then_seg = s.name
    GROUP BY s.name`;
}

export type SegmentMailRow = { name: string | null; sent: number; bounced: number; opened: number; clicked: number };

/**
 * Emails of the last WINDOW_DAYS to each segment's contacts (name null: all contacts). An email is
 * opened when it has a human open or click (a click implies an open), clicked on a human click.
 */
export function segmentMail(scope: AudienceScope): Promise<SegmentMailRow[]> {
  return readDb().$queryRaw<SegmentMailRow[]>`
    WITH ${segmentsCte(scope)}, pe AS (
      SELECT "emailId", bool_or(event IN ('open', 'click')) AS o, bool_or(event = 'click') AS k, bool_or(event = 'bounce') AS b FROM h GROUP BY "emailId"
    ), em AS (
      SELECT e.id, seg.now_seg FROM "Email" e JOIN seg ON seg.id = e."contactId"
      WHERE e."teamId" = ${scope.teamId} AND e."isDeleted" = false AND e.test = false AND e."sentAt" > ${daysBefore(scope.now, WINDOW_DAYS)}
    )
    SELECT em.now_seg AS name, count(*)::int AS sent, count(*) FILTER (WHERE pe.b)::int AS bounced,
           count(*) FILTER (WHERE pe.o)::int AS opened, count(*) FILTER (WHERE pe.k)::int AS clicked
    FROM em LEFT JOIN pe ON pe."emailId" = em.id GROUP BY ROLLUP(em.now_seg)`;
}

export type PreferenceRow = { dim: string; key: string | null; count: number };

/** Human opens of the last WINDOW_DAYS per device, browser, OS, local hour and local day. */
export function preferences(scope: AudienceScope, timezone: string): Promise<PreferenceRow[]> {
  const local = localTime(Prisma.sql`timestamp`, timezone);
  return readDb().$queryRaw<PreferenceRow[]>`
    WITH ${base(scope)}, o AS MATERIALIZED (
      SELECT device, browser, os, EXTRACT(HOUR FROM ${local})::int::text AS hr, EXTRACT(ISODOW FROM ${local})::int::text AS dow
      FROM h WHERE event = 'open' AND timestamp > ${daysBefore(scope.now, WINDOW_DAYS)}
    )
    SELECT 'device' AS dim, device AS key, count(*)::int AS count FROM o GROUP BY device
    UNION ALL SELECT 'browser', browser, count(*)::int FROM o GROUP BY browser
    UNION ALL SELECT 'os', os, count(*)::int FROM o GROUP BY os
    UNION ALL SELECT 'hour', hr, count(*)::int FROM o GROUP BY hr
    UNION ALL SELECT 'day', dow, count(*)::int FROM o GROUP BY dow`;
}

/** Contacts per country and city: the contact's own field, else its latest tracked one. */
export function demographics(scope: AudienceScope): Promise<PreferenceRow[]> {
  return readDb().$queryRaw<PreferenceRow[]>`
    WITH ${base(scope)}, seen AS (
      SELECT DISTINCT ON ("contactId") "contactId", country, city FROM h
      WHERE event IN ('open', 'click') AND (country IS NOT NULL OR city IS NOT NULL)
      ORDER BY "contactId", timestamp DESC
    ), located AS (
      SELECT COALESCE(NULLIF(c.country, ''), s.country) AS country, COALESCE(NULLIF(c.city, ''), s.city) AS city
      FROM c LEFT JOIN seen s ON s."contactId" = c.id
    )
    SELECT 'country' AS dim, country AS key, count(*)::int AS count FROM located GROUP BY country
    UNION ALL SELECT 'city', city, count(*)::int FROM located GROUP BY city`;
}
