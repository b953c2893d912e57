import { expect } from "vitest";
import * as raw from "@/lib/analytics/email-analytics-sql";
import { foldTail } from "@/lib/analytics/rollup/fold-tail";
import * as rolledOverview from "@/lib/analytics/rollup/read-overview";
import * as rolled from "@/lib/analytics/rollup/read-rollups";
import type { AnalyticsScope } from "@/lib/analytics/scope";
import * as rawOverview from "@/lib/analytics/team-overview-sql";
import { db } from "@/lib/db";

// The roll-ups against the raw rows: each check folds the team's tail, then compares every part of
// a report read from the roll-ups with the same part computed from the raw rows
// (lib/analytics/email-analytics-sql.ts, team-overview-sql.ts).

const sorted = <T>(rows: T[]) => [...rows].sort((a, b) => JSON.stringify(a).localeCompare(JSON.stringify(b)));

export async function expectSame(scope: AnalyticsScope, timezone: string) {
  await foldTail(scope.teamId);
  const [a, b] = await Promise.all([
    Promise.all([
      raw.eventCounts(scope),
      raw.openBreakdowns(scope, timezone),
      raw.linkStats(scope),
      raw.linkDevices(scope),
      raw.timeline(scope),
      raw.timings(scope),
      raw.sentCount(scope),
    ]),
    Promise.all([
      rolled.eventCounts(scope),
      rolled.openBreakdowns(scope, timezone),
      rolled.linkStats(scope),
      rolled.linkDevices(scope),
      rolled.timeline(scope),
      rolled.timings(scope),
      rolled.sentCount(scope),
    ]),
  ]);
  expect(b[6]).toBe(a[6]);
  expect({ ...b[0] }).toEqual({ ...a[0] });
  expect(sorted(b[1])).toEqual(sorted(a[1]));
  expect(b[2]).toEqual(a[2]);
  expect(sorted(b[3])).toEqual(sorted(a[3]));
  expect(b[4]).toEqual(a[4]);
  expect(b[5]).toEqual(a[5]);
}

/** The team overview's rows, in the team's current time zone (a change makes it rebuild). */
export async function expectSameOverview(teamId: string, timezone: string) {
  await rolledOverview.prepareTeamRollups(teamId, timezone);
  const period = await rawOverview.overviewPeriod(12, timezone);
  const [groups, stats] = await Promise.all([
    rawOverview.emailGroups(teamId, period, timezone),
    rawOverview.openStats(teamId, period, timezone),
  ]);
  expect(sorted(await rolledOverview.emailGroups(teamId, period, timezone))).toEqual(sorted(groups));
  expect(sorted(await rolledOverview.openStats(teamId, period, timezone))).toEqual(sorted(stats));
}

/** Segments' engagement roll-up: each contact's latest human open (clicks count) and click, over
 * all campaigns ("") and per campaign, as the raw rows give them. */
export async function expectSameEngagement(teamId: string) {
  await foldTail(teamId);
  type Row = { contactId: string; campaignId: string; lastOpenAt: Date | null; lastClickAt: Date | null };
  const [rolledRows, rawRows] = await Promise.all([
    db.$queryRaw<
      Row[]
    >`SELECT "contactId", "campaignId", "lastOpenAt", "lastClickAt" FROM "ContactEngagement" WHERE "teamId" = ${teamId}`,
    db.$queryRaw<Row[]>`
      SELECT t."contactId", scope."campaignId", max(t."timestamp") AS "lastOpenAt", max(t."timestamp") FILTER (WHERE t.event = 'click') AS "lastClickAt"
      FROM "EmailTracking" t CROSS JOIN LATERAL (VALUES (''), (t."campaignId")) AS scope("campaignId")
      WHERE t."teamId" = ${teamId} AND t."contactId" IS NOT NULL AND NOT t."isAutomated" AND NOT t."isDeleted" AND t.event IN ('open', 'click')
        AND scope."campaignId" IS NOT NULL
      GROUP BY 1, 2`,
  ]);
  expect(sorted(rolledRows)).toEqual(sorted(rawRows));
}
