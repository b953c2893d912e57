import type { EmailAnalytics, LinkStat } from "@/lib/validation/analytics";
import { countMap, DAY_NAMES, dayName, engagementScore, rateOf, UNKNOWN } from "./formulas";
import { DEFAULT_INDUSTRY, INDUSTRY_AVERAGES } from "./industry-averages";
import type { AnalyticsScope } from "./scope";
import type { BreakdownRow, LinkDeviceRow, LinkRow } from "./email-analytics-sql";
import { foldReportTail } from "./rollup/fold-report-tail";
import {
  eventCounts,
  linkDevices,
  linkStats,
  openBreakdowns,
  sentCount,
  timeline,
  timings,
} from "./rollup/read-rollups";

// One EmailAnalytics report (docs/interface.md section 4) for a campaign or an email. The caller has checked
// that the campaign or email belongs to scope.teamId. The event figures come from the roll-ups
// (lib/analytics/rollup), after folding the team's unfolded tail; email-analytics-sql.ts holds the
// same figures computed from the raw rows, the definition the roll-ups are tested against.

const msToNs = (ms: number | null) => (ms === null ? 0 : Math.round(ms * 1_000_000));

function breakdownsOf(rows: BreakdownRow[]) {
  const of = (dim: string) => countMap(rows.filter((row) => row.dim === dim));
  const cells = rows
    .filter((row) => row.dim === "dayHour")
    .map((row) => ({ day: dayName(Number(row.key)), hour: row.hour!, count: row.count }));
  const dayOfWeekBreakdown: Record<string, number> = {};
  const hourlyBreakdown: Record<string, number> = {};
  for (const cell of cells) {
    dayOfWeekBreakdown[cell.day] = (dayOfWeekBreakdown[cell.day] ?? 0) + cell.count;
    hourlyBreakdown[String(cell.hour)] = (hourlyBreakdown[String(cell.hour)] ?? 0) + cell.count;
  }
  const dayOrder = (day: string) => DAY_NAMES.indexOf(day);
  cells.sort((a, b) => dayOrder(a.day) - dayOrder(b.day) || a.hour - b.hour);
  return {
    browserBreakdown: of("browser"),
    osBreakdown: of("os"),
    deviceBreakdown: of("device"),
    cityBreakdown: of("city"),
    regionBreakdown: of("region"),
    geoBreakdown: of("country"),
    dayOfWeekBreakdown,
    hourlyBreakdown,
    dayHourBreakdown: cells,
  };
}

function linksOf(links: LinkRow[], devices: LinkDeviceRow[], delivered: number): LinkStat[] {
  return links.map((link) => ({
    url: link.url,
    clickCount: link.clickCount,
    uniqueClicks: link.uniqueClicks,
    clickRate: rateOf(link.uniqueClicks, delivered),
    averageTimeToClick: msToNs(link.avgMsToClick),
    firstClickTime: link.firstClick.toISOString(),
    lastClickTime: link.lastClick.toISOString(),
    deviceBreakdown: countMap(
      devices.filter((row) => row.url === link.url).map((row) => ({ key: row.device ?? UNKNOWN, count: row.count })),
    ),
  }));
}

export async function computeEmailAnalytics(scope: AnalyticsScope, timezone: string): Promise<EmailAnalytics> {
  const freshness = await foldReportTail(scope.teamId);
  const [sent, counts, breakdownRows, links, devices, timelineRows, timing] = await Promise.all([
    sentCount(scope),
    eventCounts(scope),
    openBreakdowns(scope, timezone),
    linkStats(scope),
    linkDevices(scope),
    timeline(scope),
    timings(scope),
  ]);
  const delivered = Math.max(0, sent - counts.bouncedEmails);
  const industry = INDUSTRY_AVERAGES[DEFAULT_INDUSTRY];
  return {
    openCount: counts.openCount,
    uniqueOpens: counts.uniqueOpens,
    // Opens beyond each opener's first; click-only openers have no open event to repeat.
    repeatOpens: counts.openCount - counts.openers,
    clickCount: counts.clickCount,
    uniqueClicks: counts.uniqueClicks,
    repeatClicks: counts.clickCount - counts.uniqueClicks,
    bounceCount: counts.bounceCount,
    complaintCount: counts.complaintCount,
    openRate: rateOf(counts.uniqueOpens, delivered),
    clickRate: rateOf(counts.uniqueClicks, delivered),
    engagementScore: engagementScore({
      sent,
      delivered,
      uniqueOpens: counts.uniqueOpens,
      uniqueClicks: counts.uniqueClicks,
      repliers: counts.repliers,
      bouncedEmails: counts.bouncedEmails,
      complaints: counts.complaintCount,
    }),
    industryAvgOpenRate: industry.openRate,
    industryAvgClickRate: industry.clickRate,
    averageReadTime: msToNs(timing.avgReadMs),
    firstOpenTime: msToNs(timing.avgFirstOpenMs),
    ...breakdownsOf(breakdownRows),
    clickedLinks: linksOf(links, devices, delivered),
    timelineData: timelineRows.map((row) => ({
      eventType: row.eventType,
      browser: row.browser,
      country: row.country,
      deviceType: row.deviceType,
      timestamp: row.bucket.toISOString(),
      count: row.count,
      uniqueCount: row.uniqueCount,
    })),
    sentCount: sent,
    deliveredCount: delivered,
    replyCount: counts.replyCount,
    proxyOpens: counts.proxyOpens,
    scannerClicks: counts.scannerClicks,
    timezone,
    ...freshness,
  };
}
