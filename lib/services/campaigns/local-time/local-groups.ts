import { Cron } from "croner";
import type { Campaign } from "@/lib/generated/prisma/client";

// When each recipient's group of a local-time campaign (sendAt "recipient-local", docs/contract.md section
// 16) is due. The instant of "localTime on localDate in zone Z" comes from croner, the tz-aware
// scheduler the recurring campaigns already use (campaign-schedule.ts): it reads the zone's rules
// from the runtime's time zone data, so the instant follows DST (09:00 Europe/Berlin is 07:00 UTC
// on 29 March 2026 and 08:00 UTC the day before). No offset arithmetic of our own.
//
// The rule for a local time that has already passed when the run starts: that group gets the
// campaign at localTime on the next day (as Mailchimp's Timewarp does), so every recipient reads it
// at the chosen local hour, never at 03:00 because the run started late in their day. Without a
// localDate each recipient gets it at their next localTime after the run starts. A delay of the
// worker itself (a run started an hour late) does not push groups to the next day: instants are
// counted from the moment the run was due (localFrom), and groups whose instant is behind are sent
// at once.
//
// Groups are by instant: zones whose clocks read localTime at the same moment (Europe/Paris and
// Europe/Berlin; Africa/Lagos too, but only while Europe keeps winter time) form one group. That is
// grouping by UTC offset on that date, DST included.

export type LocalSchedule = Pick<Campaign, "localTime" | "localDate">;
export type LocalGroup = { at: Date; zones: string[] };

/** The first moment after `from` at which clocks in `zone` read localTime, on localDate or later. */
export function localInstant(zone: string, schedule: LocalSchedule, from: Date): Date | null {
  const [hour, minute] = (schedule.localTime ?? "").split(":").map(Number);
  if (!Number.isInteger(hour) || !Number.isInteger(minute)) return null;
  try {
    const cron = new Cron(`${minute} ${hour} * * *`, {
      paused: true,
      timezone: zone,
      ...(schedule.localDate ? { startAt: `${schedule.localDate}T00:00:00` } : {}),
    });
    return cron.nextRun(new Date(from.getTime() - 1));
  } catch {
    // A zone the runtime no longer knows: the caller falls back on the team's.
    return null;
  }
}

/**
 * The groups of a set of zones, soonest first. A zone without an instant of its own (unknown to the
 * runtime) joins the team zone's group, as contacts without a zone do.
 */
export function groupZones(
  zones: readonly string[],
  teamZone: string,
  schedule: LocalSchedule,
  from: Date,
): LocalGroup[] {
  const teamAt = localInstant(teamZone, schedule, from) ?? localInstant("UTC", schedule, from);
  const groups = new Map<number, string[]>();
  for (const zone of new Set([teamZone, ...zones])) {
    const at = (zone === teamZone ? null : localInstant(zone, schedule, from)) ?? teamAt;
    if (!at) continue;
    const members = groups.get(at.getTime()) ?? [];
    members.push(zone);
    groups.set(at.getTime(), members);
  }
  return [...groups.entries()]
    .sort(([a], [b]) => a - b)
    .map(([at, members]) => ({ at: new Date(at), zones: members.sort() }));
}

/**
 * The moment the run's instants are counted from: the scheduled start (lastRunAt of a run started
 * by its schedule, so that a late worker does not push groups a day), else the run's start; before
 * any run, scheduledFor or now.
 */
export function localFrom(
  campaign: Pick<Campaign, "startedAt" | "lastRunAt" | "scheduledFor" | "status">,
  now = new Date(),
): Date {
  if (campaign.startedAt && campaign.status !== "DRAFT" && campaign.status !== "SCHEDULED")
    return campaign.lastRunAt ?? campaign.startedAt;
  return campaign.scheduledFor && campaign.scheduledFor > now ? campaign.scheduledFor : now;
}

/** The UTC offset clocks in `zone` show at `at` ("+01:00", "-05:00", "+00:00"). */
export function utcOffset(zone: string, at: Date): string {
  const name =
    new Intl.DateTimeFormat("en-US", { timeZone: zone, timeZoneName: "longOffset" })
      .formatToParts(at)
      .find((part) => part.type === "timeZoneName")?.value ?? "GMT";
  return name === "GMT" ? "+00:00" : name.replace("GMT", "");
}
