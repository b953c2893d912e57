import { db } from "@/lib/db";

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * GET /usage/daily: emails the team queued per UTC day over the last `days` days (what the monthly
 * quota counts), oldest first, days without mail as 0.
 */
export async function getDailySends({
  teamId,
  days = 30,
  now = new Date(),
}: {
  teamId: string;
  days?: number;
  now?: Date;
}) {
  const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  const since = new Date(today - (days - 1) * DAY_MS);
  const rows = await db.$queryRaw<{ day: Date; count: bigint }[]>`
    SELECT date_trunc('day', "createdAt" AT TIME ZONE 'UTC') AS "day", count(*) AS "count"
    FROM "Email" WHERE "teamId" = ${teamId} AND "createdAt" >= ${since} AND "isDeleted" = false
    GROUP BY 1`;
  const byDay = new Map(rows.map((row) => [new Date(row.day).toISOString().slice(0, 10), Number(row.count)]));
  return {
    days: Array.from({ length: days }, (_, index) => {
      const day = new Date(since.getTime() + index * DAY_MS).toISOString().slice(0, 10);
      return { day, emails: byDay.get(day) ?? 0 };
    }),
  };
}
