import type { TeamOverview } from "@/lib/validation/analytics";
import { engagementScore, rateOf, UNKNOWN } from "./formulas";
import { emailGroups, openStats, prepareTeamRollups } from "./rollup/read-overview";
import { overviewPeriod, type EmailGroupRow, type OpenStatRow } from "./team-overview-sql";

// TeamOverview (docs/interface.md section 4). Per-email figures: an email is opened when it has a human
// open or a human click (a click implies an open), clicked when it has a human click; rates are
// fractions of delivered emails (sent minus bounced). totalOpens counts human open entries only.
// The event figures come from the roll-ups (rollup/read-overview.ts); team-overview-sql.ts holds
// the raw-row definition they are tested against.

const TOP_CAMPAIGNS = 5;
const TOP_PERFORMERS_PER_TYPE = 3;
/** Below this many openers a device, country or hour is too small a sample to rank. */
const MIN_PERFORMER_SAMPLE = 5;

type Totals = Omit<EmailGroupRow, "month" | "campaignId" | "name">;
const SUMMED = ["sent", "bounced", "opened", "clicked", "replied", "complaints", "opens", "clicks"] as const;

/** Sums (campaign, month) groups by `key`; `all` under one key gives the total. */
function rollUp<K>(rows: EmailGroupRow[], key: (row: EmailGroupRow) => K): Map<K, Totals & { first: EmailGroupRow }> {
  const sums = new Map<K, Totals & { first: EmailGroupRow }>();
  for (const row of rows) {
    const sum = sums.get(key(row)) ?? {
      first: row,
      sent: 0,
      bounced: 0,
      opened: 0,
      clicked: 0,
      replied: 0,
      complaints: 0,
      opens: 0,
      clicks: 0,
    };
    for (const field of SUMMED) sum[field] += row[field];
    sums.set(key(row), sum);
  }
  return sums;
}

const delivered = (row: Totals) => Math.max(0, row.sent - row.bounced);
const openRate = (row: Totals) => rateOf(row.opened, delivered(row));
const clickRate = (row: Totals) => rateOf(row.clicked, delivered(row));
const score = (row: Totals) =>
  engagementScore({
    sent: row.sent,
    delivered: delivered(row),
    uniqueOpens: row.opened,
    uniqueClicks: row.clicked,
    repliers: row.replied,
    bouncedEmails: row.bounced,
    complaints: row.complaints,
  });

/** The `count` months ending with `last` ("YYYY-MM"), oldest first. */
export function monthsEndingWith(last: string, count: number): string[] {
  const [year, month] = last.split("-").map(Number);
  return Array.from({ length: count }, (_, index) => {
    const total = year * 12 + (month - 1) - (count - 1 - index);
    return `${Math.floor(total / 12)}-${String((total % 12) + 1).padStart(2, "0")}`;
  });
}

function performers(rows: OpenStatRow[]) {
  return (["device", "country", "hour"] as const).flatMap((type) =>
    rows
      .filter((row) => row.dim === type && row.key !== null && row.openers >= MIN_PERFORMER_SAMPLE)
      .map((row) => ({
        type,
        value: row.key!,
        engagementRate: rateOf(row.clickers, row.openers),
        sampleSize: row.openers,
      }))
      .sort(
        (a, b) => b.engagementRate - a.engagementRate || b.sampleSize - a.sampleSize || a.value.localeCompare(b.value),
      )
      .slice(0, TOP_PERFORMERS_PER_TYPE),
  );
}

/** Human open entries per value; values seen only on clicks have no opens to count. */
const opensBy = (rows: OpenStatRow[], dim: string) =>
  Object.fromEntries(
    rows.filter((row) => row.dim === dim && row.opens > 0).map((row) => [row.key ?? UNKNOWN, row.opens]),
  );

export async function computeTeamOverview({
  teamId,
  months,
  timezone,
}: {
  teamId: string;
  months: number;
  timezone: string;
}): Promise<TeamOverview> {
  const [period, freshness] = await Promise.all([
    overviewPeriod(months, timezone),
    prepareTeamRollups(teamId, timezone),
  ]);
  const [groups, stats] = await Promise.all([
    emailGroups(teamId, period, timezone),
    openStats(teamId, period, timezone),
  ]);
  const total = rollUp(groups, () => "all").get("all");
  const byMonth = rollUp(groups, (row) => row.month);
  const campaigns = [
    ...rollUp(
      groups.filter((row) => row.campaignId !== null && row.name !== null),
      (row) => row.campaignId,
    ).values(),
  ];

  return {
    totalEmails: total?.sent ?? 0,
    totalOpens: total?.opens ?? 0,
    totalClicks: total?.clicks ?? 0,
    averageOpenRate: total ? openRate(total) : 0,
    averageClickRate: total ? clickRate(total) : 0,
    deviceStats: opensBy(stats, "device"),
    geoStats: opensBy(stats, "country"),
    monthlyStats: monthsEndingWith(period.currentMonth, months).map((month) => {
      const row = byMonth.get(month);
      return {
        month,
        totalEmails: row?.sent ?? 0,
        openRate: row ? openRate(row) : 0,
        clickRate: row ? clickRate(row) : 0,
      };
    }),
    topCampaigns: campaigns
      .map((row) => ({
        campaignId: row.first.campaignId!,
        name: row.first.name!,
        openRate: openRate(row),
        clickRate: clickRate(row),
        engagementScore: score(row),
      }))
      .sort((a, b) => b.engagementScore - a.engagementScore || a.name.localeCompare(b.name))
      .slice(0, TOP_CAMPAIGNS),
    topPerformers: performers(stats),
    teamId,
    timezone,
    periodStart: period.start.toISOString(),
    periodEnd: period.end.toISOString(),
    ...freshness,
  };
}
