import type { Campaign } from "@/lib/generated/prisma/client";
import { teamTimezone } from "@/lib/services/settings/team-timezone";
import { groupZones, localFrom, type LocalGroup } from "./local-groups";
import { remainingZones } from "./local-audience";

// A local-time run (sendAt "recipient-local") is one run of the campaign, walked group by group:
// each send-campaign job sends the groups that are due, then hands the run to a job due at the
// next group's instant (run-campaign.ts continueLater, which also hands the run lease over). The
// campaign stays SENDING in between and becomes SENT after the last group, as any run does.

export const isLocalTime = (campaign: Pick<Campaign, "sendAt">) => campaign.sendAt === "recipient-local";

export type LocalWindow = { teamZone: string; due: string[] };

/** The groups that still have contacts without a row of the run, soonest first. */
async function waitingGroups(campaign: Campaign, startedAt: Date, teamZone: string): Promise<LocalGroup[]> {
  const zones = await remainingZones(campaign, startedAt, teamZone);
  const left = new Set(zones);
  return groupZones(zones, teamZone, campaign, localFrom(campaign)).filter((group) =>
    group.zones.some((zone) => left.has(zone)),
  );
}

/** At a job's start: the zones whose group is due now, or null for a run that is not local-time. */
export async function localRunWindow(campaign: Campaign, now = new Date()): Promise<LocalWindow | null> {
  if (!isLocalTime(campaign) || !campaign.startedAt) return null;
  const teamZone = await teamTimezone(campaign.teamId);
  const groups = await waitingGroups(campaign, campaign.startedAt, teamZone);
  return { teamZone, due: groups.filter((group) => group.at <= now).flatMap((group) => group.zones) };
}

/**
 * When a walk ends: how long until the next group (0: one became due meanwhile), or null when no
 * group is left and the run ends.
 */
export async function nextLocalGroupDelay(campaign: Campaign, now = new Date()): Promise<number | null> {
  if (!isLocalTime(campaign) || !campaign.startedAt) return null;
  const [next] = await waitingGroups(campaign, campaign.startedAt, await teamTimezone(campaign.teamId));
  return next ? Math.max(0, next.at.getTime() - now.getTime()) : null;
}

/** The first group's instant for a campaign about to be scheduled at `now` (its audience as of now). */
export async function firstLocalGroupAt(campaign: Campaign, now = new Date()): Promise<Date | null> {
  const teamZone = await teamTimezone(campaign.teamId);
  const zones = await remainingZones({ ...campaign, runCount: campaign.runCount + 1 }, now, teamZone);
  const left = new Set(zones);
  const groups = groupZones(zones, teamZone, campaign, now);
  return (
    (
      groups.find((group) => group.zones.some((zone) => left.has(zone))) ??
      groups.find((group) => group.zones.includes(teamZone))
    )?.at ?? null
  );
}
