import { Cron } from "croner";

// When a campaign runs. A recurring campaign's occurrences are a cron pattern evaluated by croner in
// the campaign's IANA timezone, so "every day at 09:00 Europe/Paris" stays 09:00 local across the
// DST changes (07:00 UTC in summer, 08:00 UTC in winter). Presets are cron patterns too, built from
// scheduledFor's local time of day (and weekday / day of month) in that timezone.

export type ScheduleFields = {
  schedule: "ONE_TIME" | "RECURRING";
  recurringSchedule: "DAILY" | "WEEKLY" | "MONTHLY" | "CUSTOM" | null;
  cronExpression: string | null;
  scheduledFor: Date | null;
  timezone: string;
};

export function isValidTimezone(timezone: string): boolean {
  try {
    new Intl.DateTimeFormat("en-US", { timeZone: timezone });
    return true;
  } catch {
    return false;
  }
}

/** Why a 5-field cron expression is refused, or null when croner accepts it. */
export function cronProblem(expression: string): string | null {
  if (expression.trim().split(/\s+/).length !== 5)
    return "must have 5 fields: minute hour day-of-month month day-of-week";
  try {
    new Cron(expression, { paused: true });
    return null;
  } catch (error) {
    return `is not a valid cron expression (${(error as Error).message})`;
  }
}

/** scheduledFor's wall-clock fields in the timezone. */
function localParts(instant: Date, timezone: string) {
  const parts = new Intl.DateTimeFormat("en-US", {
    timeZone: timezone,
    hourCycle: "h23",
    minute: "numeric",
    hour: "numeric",
    day: "numeric",
    weekday: "short",
  }).formatToParts(instant);
  const value = (type: string) => parts.find((part) => part.type === type)!.value;
  const weekday = ["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"].indexOf(value("weekday"));
  return { minute: Number(value("minute")), hour: Number(value("hour")), day: Number(value("day")), weekday };
}

/** The cron pattern of a recurring schedule, or null for a one-time campaign or missing fields. */
function cronPatternOf(fields: ScheduleFields): string | null {
  if (fields.schedule !== "RECURRING") return null;
  if (fields.recurringSchedule === "CUSTOM") return fields.cronExpression;
  // Without an anchor the presets run at midnight local time.
  const { minute, hour, day, weekday } = fields.scheduledFor
    ? localParts(fields.scheduledFor, fields.timezone)
    : { minute: 0, hour: 0, day: 1, weekday: 1 };
  switch (fields.recurringSchedule) {
    case "DAILY":
      return `${minute} ${hour} * * *`;
    case "WEEKLY":
      return `${minute} ${hour} * * ${weekday}`;
    case "MONTHLY":
      // Day 29-31 would skip short months; the last day of those months is the natural reading.
      return day > 28 ? `${minute} ${hour} L * *` : `${minute} ${hour} ${day} * *`;
    default:
      return null;
  }
}

/**
 * The next `count` run instants strictly after `after` (default now). One-time: scheduledFor when
 * it is still ahead. Recurring: occurrences not before scheduledFor (the series' start).
 */
export function nextRuns(fields: ScheduleFields, count: number, after: Date = new Date()): Date[] {
  if (fields.schedule === "ONE_TIME")
    return fields.scheduledFor && fields.scheduledFor > after ? [fields.scheduledFor] : [];
  const pattern = cronPatternOf(fields);
  if (!pattern) return [];
  const start =
    fields.scheduledFor && fields.scheduledFor.getTime() - 1 > after.getTime()
      ? new Date(fields.scheduledFor.getTime() - 1)
      : after;
  return new Cron(pattern, { paused: true, timezone: fields.timezone }).nextRuns(count, start);
}

export function nextRunAt(fields: ScheduleFields, after?: Date): Date | null {
  return nextRuns(fields, 1, after)[0] ?? null;
}
