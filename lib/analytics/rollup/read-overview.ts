import { db } from "@/lib/db";
import { pinToPrimary, readDb } from "@/lib/db/read-replica";
import { Prisma } from "@/lib/generated/prisma/client";
import { localTime } from "../scope";
import type { EmailGroupRow, OpenStatRow, Period } from "../team-overview-sql";
import { foldReportTail, type ReportFreshness } from "./fold-report-tail";
import { localMonthHour } from "./local-time";
import { NULL_KEY, teamScope } from "./keys";
import { rebuildRollups } from "./rebuild-rollups";

// The team overview's rows (team-overview-sql.ts computes the same from the raw rows) from the
// team's counters: per (sent month, campaign) email figures, and per device, country and local
// hour the opens and the emails seen with it (by their latest month) and clicked. Months are
// the team's local months at fold time: after the team changes its time zone, the first
// overview rebuilds the roll-ups in the new one. One difference from the raw queries: the raw
// ones count only entries from the period's start onwards, the roll-ups every entry of an email
// sent in the period (they differ only for entries dated before their email was sent).
// Sent counts come per quarter hour: an email dated after the period's end (now) but in its
// quarter hour would count, where the raw query left it out.

/**
 * Folds the team's tail (a long one in the background: fold-report-tail.ts); rebuilds its roll-ups
 * when they were made in another time zone. Answers how far the figures reach.
 */
export async function prepareTeamRollups(teamId: string, timezone: string): Promise<ReportFreshness> {
  const freshness = await foldReportTail(teamId);
  const zones = await db.$queryRaw<
    { k1: string }[]
  >`SELECT k1 FROM "AnalyticsCounter" WHERE scope = ${teamScope(teamId)} AND dim = 'tz'`;
  if (zones.some((zone) => zone.k1 !== timezone)) {
    await rebuildRollups(teamId);
    pinToPrimary();
  }
  return freshness;
}

const GROUP_METRICS = ["bounced", "opened", "clicked", "replied", "complaints", "opens", "clicks"] as const;

export async function emailGroups(teamId: string, period: Period, timezone: string): Promise<EmailGroupRow[]> {
  const sentLocal = localTime(Prisma.sql`s.quarter`, timezone);
  const startMonth = localMonthHour(period.start, timezone).month;
  const [sent, counters] = await Promise.all([
    // From the sent counts a trigger keeps per quarter hour (migration 20261127000200_sent_counts):
    // the period starts at a local month's start, which is a quarter hour in every time zone.
    readDb().$queryRaw<{ month: string; campaignId: string | null; name: string | null; sent: number }[]>`
      WITH g AS (
        SELECT to_char(${sentLocal}, 'YYYY-MM') AS month, NULLIF(s."campaignId", '') AS "campaignId", sum(s.n)::int AS sent
        FROM "AnalyticsSentCount" s
        WHERE s."teamId" = ${teamId} AND s.quarter >= ${period.start} AND s.quarter <= ${period.end}
        GROUP BY 1, 2 HAVING sum(s.n) > 0
      )
      SELECT g.month, g."campaignId", c.name, g.sent FROM g LEFT JOIN "Campaign" c ON c.id = g."campaignId" AND c."teamId" = ${teamId} AND c."isDeleted" = false`,
    readDb().$queryRaw<{ month: string; metric: string; campaignId: string; n: number }[]>`
      SELECT k1 AS month, split_part(k2, '|', 1) AS metric, substr(k2, strpos(k2, '|') + 1) AS "campaignId", n::int AS n
      FROM "AnalyticsCounter" WHERE scope = ${teamScope(teamId)} AND "teamId" = ${teamId} AND dim = 'g'
        AND k1 COLLATE "C" >= ${startMonth} AND k1 COLLATE "C" <= ${period.currentMonth}`,
  ]);
  const figures = new Map<string, Record<string, number>>();
  for (const row of counters) {
    const key = `${row.month}|${row.campaignId}`;
    const entry = figures.get(key) ?? {};
    entry[row.metric] = (entry[row.metric] ?? 0) + row.n;
    figures.set(key, entry);
  }
  return sent.map((group) => {
    const entry = figures.get(`${group.month}|${group.campaignId ?? ""}`) ?? {};
    return {
      ...group,
      ...Object.fromEntries(GROUP_METRICS.map((metric) => [metric, entry[metric] ?? 0])),
    } as EmailGroupRow;
  });
}

export async function openStats(teamId: string, period: Period, timezone: string): Promise<OpenStatRow[]> {
  const startMonth = localMonthHour(period.start, timezone).month;
  const scope = teamScope(teamId);
  const key = Prisma.sql`NULLIF(substr(k2, strpos(k2, '|') + 1), ${NULL_KEY})`;
  return readDb().$queryRaw<OpenStatRow[]>`
    WITH seen AS (
      SELECT split_part(k2, '|', 1) AS dim, ${key} AS key, sum(n)::int AS openers,
             COALESCE(sum(n) FILTER (WHERE split_part(k1, '|', 2) COLLATE "C" >= ${startMonth}), 0)::int AS clickers
      FROM "AnalyticsCounter" WHERE scope = ${scope} AND "teamId" = ${teamId} AND dim = 'pf' AND split_part(k1, '|', 1) COLLATE "C" >= ${startMonth}
      GROUP BY 1, 2 HAVING sum(n) > 0
    ), opens AS (
      SELECT split_part(k2, '|', 1) AS dim, ${key} AS key, sum(n)::int AS opens
      FROM "AnalyticsCounter" WHERE scope = ${scope} AND "teamId" = ${teamId} AND dim = 'po' AND k1 COLLATE "C" >= ${startMonth}
      GROUP BY 1, 2
    )
    SELECT s.dim, s.key, s.openers, s.clickers, COALESCE(o.opens, 0)::int AS opens
    FROM seen s LEFT JOIN opens o ON o.dim = s.dim AND o.key IS NOT DISTINCT FROM s.key`;
}
