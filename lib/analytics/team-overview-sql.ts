import { readDb } from "@/lib/db/read-replica";
import { Prisma } from "@/lib/generated/prisma/client";
import { localTime } from "./scope";

// The queries behind TeamOverview. The period is whole calendar months in the team's timezone;
// figures are about the emails sent in it (test sends left out) and their tracking entries.

export type Period = { start: Date; end: Date; currentMonth: string };

export async function overviewPeriod(months: number, timezone: string): Promise<Period> {
  const [row] = await readDb().$queryRaw<{ start: Date; end: Date; currentMonth: string }[]>`
    SELECT (((date_trunc('month', now() AT TIME ZONE ${timezone}) - make_interval(months => ${months - 1}::int))
              AT TIME ZONE ${timezone}) AT TIME ZONE 'UTC') AS start,
           (now() AT TIME ZONE 'UTC') AS "end",
           to_char(now() AT TIME ZONE ${timezone}, 'YYYY-MM') AS "currentMonth"`;
  return row;
}

export type EmailGroupRow = {
  month: string;
  campaignId: string | null;
  name: string | null;
  sent: number;
  bounced: number;
  opened: number;
  clicked: number;
  replied: number;
  complaints: number;
  opens: number;
  clicks: number;
};

/**
 * Per-email engagement (one pass over the team's tracking in the period, hash-aggregated by
 * email), then per (campaign, month of sentAt) groups. An email is opened when it has a human open
 * or a human click (a click implies an open the pixel may have missed); the caller rolls those up per month, per
 * campaign and in total (a few hundred rows instead of a second pass over the emails).
 */
export function emailGroups(teamId: string, period: Period, timezone: string): Promise<EmailGroupRow[]> {
  const sentLocal = localTime(Prisma.sql`e."sentAt"`, timezone);
  return readDb().$queryRaw<EmailGroupRow[]>`
    WITH per_email AS (
      SELECT t."emailId",
             count(*) FILTER (WHERE t.event = 'open' AND NOT t."isAutomated") AS opens,
             count(*) FILTER (WHERE t.event = 'click' AND NOT t."isAutomated") AS clicks,
             bool_or(t.event = 'bounce') AS bounced,
             bool_or(t.event = 'reply' AND NOT t."isAutomated") AS replied,
             count(*) FILTER (WHERE t.event = 'complaint') AS complaints
      FROM "EmailTracking" t
      WHERE t."teamId" = ${teamId} AND t."isDeleted" = false AND t.timestamp >= ${period.start}
      GROUP BY t."emailId"
    ), g AS (
      SELECT date_trunc('month', ${sentLocal}) AS month, e."campaignId",
             count(*)::int AS sent,
             count(*) FILTER (WHERE p.bounced)::int AS bounced,
             count(*) FILTER (WHERE p.opens > 0 OR p.clicks > 0)::int AS opened,
             count(*) FILTER (WHERE p.clicks > 0)::int AS clicked,
             count(*) FILTER (WHERE p.replied)::int AS replied,
             COALESCE(sum(p.complaints), 0)::int AS complaints,
             COALESCE(sum(p.opens), 0)::int AS opens,
             COALESCE(sum(p.clicks), 0)::int AS clicks
      FROM "Email" e LEFT JOIN per_email p ON p."emailId" = e.id
      WHERE e."teamId" = ${teamId} AND e."isDeleted" = false AND e.test = false
        AND e."sentAt" >= ${period.start} AND e."sentAt" <= ${period.end}
      GROUP BY 1, 2
    )
    SELECT to_char(g.month, 'YYYY-MM') AS month, g."campaignId", c.name, g.sent, g.bounced, g.opened, g.clicked, g.replied, g.complaints, g.opens, g.clicks
    FROM g LEFT JOIN "Campaign" c ON c.id = g."campaignId" AND c."teamId" = ${teamId} AND c."isDeleted" = false`;
}

export type OpenStatRow = { dim: string; key: string | null; openers: number; clickers: number; opens: number };

/**
 * Per deviceType, country and local hour: `opens` human open entries, the emails opened with that
 * value (`openers`: a human open or click carried it, as a click implies an open) and how many of
 * those had a human click (`clickers`).
 */
export function openStats(teamId: string, period: Period, timezone: string): Promise<OpenStatRow[]> {
  const local = localTime(Prisma.sql`t.timestamp`, timezone);
  const inPeriod = Prisma.sql`t."teamId" = ${teamId} AND t."isDeleted" = false AND t.timestamp >= ${period.start} AND NOT t."isAutomated"`;
  return readDb().$queryRaw<OpenStatRow[]>`
    WITH o AS MATERIALIZED (
      SELECT t."emailId", (t.event = 'open') AS is_open, t."deviceType"::text AS device, t.country, EXTRACT(HOUR FROM ${local})::int::text AS hr
      FROM "EmailTracking" t WHERE ${inPeriod} AND t.event IN ('open', 'click')
    ), clicked AS (
      SELECT DISTINCT "emailId" FROM o WHERE NOT is_open
    ), per AS (
      SELECT dim, key, "emailId", count(*) FILTER (WHERE is_open) AS opens FROM (
        SELECT 'device' AS dim, device AS key, "emailId", is_open FROM o
        UNION ALL SELECT 'country', country, "emailId", is_open FROM o
        UNION ALL SELECT 'hour', hr, "emailId", is_open FROM o
      ) x GROUP BY dim, key, "emailId"
    )
    SELECT per.dim, per.key, count(*)::int AS openers, count(c."emailId")::int AS clickers, sum(per.opens)::int AS opens
    FROM per LEFT JOIN clicked c ON c."emailId" = per."emailId"
    GROUP BY per.dim, per.key`;
}
