import { driverQuery } from "@/lib/db/driver-transaction";
import { routingNow } from "./clock";

// Warm-up schedules (docs/contract.md section 20): a new SMTP config (a new IP or domain) sends at
// most startPerDay on its first day, growthPercent more each day after, never over maxPerDay. The
// day's count is one row per config and UTC day, reserved atomically before a send, so the cap
// holds across every worker; a reservation a failed-over message did not use is given back.

export type WarmupFields = {
  warmupStartPerDay: number | null;
  warmupGrowthPercent: number | null;
  warmupMaxPerDay: number | null;
  warmupStartedAt: Date | null;
};

const DAY_MS = 86_400_000;

/** The UTC day `at` falls on, as midnight UTC. */
export const utcDay = (at: Date): Date => new Date(Math.floor(at.getTime() / DAY_MS) * DAY_MS);

/** Midnight UTC after `at`: when a config over its cap may send again. */
export const nextUtcDay = (at: Date): Date => new Date(utcDay(at).getTime() + DAY_MS);

/** The cap of the `dayIndex`th day of the warm-up (0 = the first), or null without a warm-up. */
export function warmupCapOn(config: WarmupFields, dayIndex: number): number | null {
  const { warmupStartPerDay: start, warmupGrowthPercent: growth, warmupMaxPerDay: max } = config;
  if (start === null || growth === null || max === null) return null;
  // Past the day the ramp reaches its maximum the power would only overflow.
  const grown = start * (1 + growth / 100) ** Math.min(Math.max(0, dayIndex), 3650);
  return Math.min(max, Math.floor(grown));
}

/** The day of the warm-up `at` is in (0 = the day it started). */
export function warmupDayIndex(config: WarmupFields, at: Date): number {
  if (!config.warmupStartedAt) return 0;
  return Math.max(0, Math.round((utcDay(at).getTime() - utcDay(config.warmupStartedAt).getTime()) / DAY_MS));
}

/** Today's cap (null: no warm-up). */
export const warmupCapToday = (config: WarmupFields, at = routingNow()) =>
  warmupCapOn(config, warmupDayIndex(config, at));

/**
 * Takes up to `count` of today's places of a config whose cap is `cap` (null: all of them, and
 * counted); answers how many were granted.
 */
export async function reserveWarmup(smtpConfigId: string, cap: number | null, count: number): Promise<number> {
  if (count <= 0) return 0;
  const day = utcDay(routingNow()).toISOString().slice(0, 10);
  // One statement: the upsert locks the row, so two workers never both take the last places. The
  // SET's right-hand sides read the row as it was, so "granted" is the new count minus the old.
  const rows = await driverQuery<{ granted: number }>(
    `INSERT INTO "SmtpDailySend" AS d ("smtpConfigId", "day", "sent", "granted")
       VALUES ($1, $2::date, LEAST($3::int, COALESCE($4::int, $3::int)), LEAST($3::int, COALESCE($4::int, $3::int)))
     ON CONFLICT ("smtpConfigId", "day") DO UPDATE
       SET "sent" = GREATEST(d."sent", LEAST(d."sent" + $3::int, COALESCE($4::int, d."sent" + $3::int))),
           "granted" = GREATEST(d."sent", LEAST(d."sent" + $3::int, COALESCE($4::int, d."sent" + $3::int))) - d."sent"
     RETURNING "granted"`,
    [smtpConfigId, day, count, cap],
  );
  return Number(rows[0]?.granted ?? 0);
}

/** Gives back places taken but not used (the messages went to another target). */
export async function releaseWarmup(smtpConfigId: string, count: number, at: Date): Promise<void> {
  if (count <= 0) return;
  await driverQuery(
    `UPDATE "SmtpDailySend" SET "sent" = GREATEST(0, "sent" - $3::int) WHERE "smtpConfigId" = $1 AND "day" = $2::date`,
    [smtpConfigId, utcDay(at).toISOString().slice(0, 10), count],
  );
}
