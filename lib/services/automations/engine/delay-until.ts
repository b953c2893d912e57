import { Cron } from "croner";
import { db } from "@/lib/db";
import { DURATION_UNIT_MS, type DelayData } from "@/lib/validation/automations";

/** When a DELAY that starts at `from` ends: after its duration, or at the next allowed weekday/time in the team's timezone. */
export async function delayUntil(data: DelayData, teamId: string, from: Date = new Date()): Promise<Date> {
  if (data.mode === "duration") return new Date(from.getTime() + data.amount * DURATION_UNIT_MS[data.unit]);
  const settings = await db.teamSettings.findFirst({ where: { teamId }, select: { timezone: true } });
  const [hour, minute] = data.time.split(":").map(Number);
  const weekdays = data.weekdays.length > 0 ? [...new Set(data.weekdays)].sort().join(",") : "*";
  const next = new Cron(`${minute} ${hour} * * ${weekdays}`, { timezone: settings?.timezone ?? "UTC" }).nextRun(from);
  return next ?? new Date(from.getTime() + 86_400_000);
}
