import { monthsEndingWith } from "@/lib/analytics/compute-team-overview";
import { teamScope } from "@/lib/analytics/rollup/keys";
import { localMonthHour } from "@/lib/analytics/rollup/local-time";
import { prepareTeamRollups } from "@/lib/analytics/rollup/read-overview";
import { teamTimezone } from "@/lib/services/settings/team-timezone";
import { onReplica, readDb } from "@/lib/db/read-replica";

// GET /analytics/send-time: the team's best local hours to send, from the hours its readers opened
// at. Read from the team overview's roll-up of human opens per local hour (rollup/increments.ts,
// dim "po", "hour|<h>" per event month in the team's timezone): proxy (Apple Mail Privacy
// Protection) and scanner opens are never in it. Below MINIMUM_OPENS the hours say more about a few
// people than about the audience, and the answer is a common morning default instead.

const MINIMUM_OPENS = 50;
const DEFAULT_TIME = "10:00";

const hh = (hour: number) => `${String(hour).padStart(2, "0")}:00`;

export async function getSendTimeSuggestion({ teamId, months }: { teamId: string; months: number }, now = new Date()) {
  const timezone = await teamTimezone(teamId);
  const [startMonth] = monthsEndingWith(localMonthHour(now, timezone).month, months);
  const rows = await onReplica(async () => {
    await prepareTeamRollups(teamId, timezone);
    return readDb().$queryRaw<{ hour: number; opens: number }[]>`
      SELECT split_part(k2, '|', 2)::int AS "hour", sum(n)::int AS "opens"
      FROM "AnalyticsCounter"
      WHERE scope = ${teamScope(teamId)} AND "teamId" = ${teamId} AND dim = 'po' AND k1 COLLATE "C" >= ${startMonth} AND k2 LIKE 'hour|%'
      GROUP BY 1`;
  });
  const byHour = new Map(rows.map((row) => [row.hour, row.opens]));
  const hours = Array.from({ length: 24 }, (_, hour) => ({ hour, opens: byHour.get(hour) ?? 0 }));
  const humanOpens = hours.reduce((sum, entry) => sum + entry.opens, 0);
  const bestHours = hours
    .filter((entry) => entry.opens > 0)
    // Ties go to the earlier hour: mail that waits in the inbox is still there later.
    .sort((a, b) => b.opens - a.opens || a.hour - b.hour)
    .slice(0, 3)
    .map((entry) => ({ ...entry, share: Math.round((entry.opens / humanOpens) * 10_000) / 10_000 }));
  const enough = humanOpens >= MINIMUM_OPENS;
  return {
    timezone,
    basis: enough ? ("history" as const) : ("default" as const),
    suggestedTime: enough ? hh(bestHours[0].hour) : DEFAULT_TIME,
    bestHours,
    hours,
    humanOpens,
    minimumOpens: MINIMUM_OPENS,
  };
}
