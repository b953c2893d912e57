import { readDb } from "@/lib/db/read-replica";
import type { HeatmapData } from "@/lib/validation/analytics";
import { rateOf } from "./formulas";
import { linkPositions } from "./heatmap-layout";
import { foldReportTail } from "./rollup/fold-report-tail";
import { eventCounts, linkStats, sentCount } from "./rollup/read-rollups";
import type { AnalyticsScope } from "./scope";

// HeatmapData (docs/interface.md section 4): human clicks per link position of the rendered email. The map
// is drawn over one email as sent: the requested email, or the campaign's first sent email (every
// email of a campaign comes from the same template, so its links stand in the same order).
// A URL that appears at several positions cannot be told apart by its click token: its clicks are
// divided evenly over those positions, the remainder going to the earliest ones.

async function mappedEmail(scope: AnalyticsScope) {
  const where =
    "campaignId" in scope
      ? { teamId: scope.teamId, campaignId: scope.campaignId, sentAt: { not: null } }
      : { teamId: scope.teamId, id: scope.emailId };
  return readDb().email.findFirst({
    where,
    orderBy: [{ sentAt: "asc" }, { id: "asc" }],
    select: { id: true, body: true },
  });
}

function split(total: number, parts: number, position: number) {
  return Math.floor(total / parts) + (position < total % parts ? 1 : 0);
}

const hrefSelector = (url: string) => `a[href="${url.replace(/\\/g, "\\\\").replace(/"/g, '\\"')}"]`;

export async function computeHeatmap(scope: AnalyticsScope): Promise<HeatmapData> {
  const freshness = await foldReportTail(scope.teamId);
  const [email, links, sent, counts] = await Promise.all([
    mappedEmail(scope),
    linkStats(scope),
    sentCount(scope),
    eventCounts(scope),
  ]);
  const delivered = Math.max(0, sent - counts.bouncedEmails);
  const positions = email ? linkPositions(email.body) : [];
  const byUrl = new Map(links.map((link) => [link.url, link]));

  const clicks = positions.map((position) => {
    const same = positions.filter((other) => other.url === position.url);
    const clickCount = byUrl.get(position.url)?.clickCount ?? 0;
    return {
      element: position.element,
      x: position.x,
      y: position.y,
      count: split(clickCount, same.length, same.indexOf(position)),
      url: position.url,
      index: position.index,
    };
  });
  const segments = links.map((link) => {
    const selectors = positions.filter((position) => position.url === link.url).map((position) => position.element);
    return {
      selector: selectors.length > 0 ? selectors.join(", ") : hrefSelector(link.url),
      count: link.clickCount,
      clickRate: rateOf(link.uniqueClicks, delivered),
    };
  });
  return {
    url: email ? `/api/v1/emails/${email.id}` : "",
    clicks,
    segments,
    html: email?.body ?? null,
    totalClicks: links.reduce((sum, link) => sum + link.clickCount, 0),
    ...freshness,
  };
}
