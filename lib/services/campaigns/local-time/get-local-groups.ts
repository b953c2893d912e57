import { teamTimezone } from "@/lib/services/settings/team-timezone";
import { getCampaignRowOrThrow } from "../get-campaign";
import { zoneProgress } from "./local-audience";
import { groupZones, localFrom, utcOffset } from "./local-groups";
import { isLocalTime } from "./local-phase";

/**
 * GET /campaigns/{id}/local-time: a local-time campaign's groups with their instants and progress
 * (the current run's; before the run, the audience as it is now). Other campaigns: no groups.
 */
export async function getLocalGroups({ teamId, id }: { teamId: string; id: string }, now = new Date()) {
  const campaign = await getCampaignRowOrThrow({ teamId, id });
  const teamZone = await teamTimezone(teamId);
  const base = {
    sendAt: isLocalTime(campaign) ? ("recipient-local" as const) : null,
    localTime: campaign.localTime,
    localDate: campaign.localDate,
    teamTimezone: teamZone,
  };
  if (!isLocalTime(campaign)) return { ...base, nextGroupAt: null, groups: [] };
  const started = campaign.startedAt !== null && campaign.status !== "SCHEDULED" && campaign.status !== "DRAFT";
  const progress = await zoneProgress(campaign, started ? campaign.startedAt! : now, teamZone);
  const byZone = new Map(progress.map((entry) => [entry.zone, entry]));
  const groups = groupZones([...byZone.keys()], teamZone, campaign, localFrom(campaign, now))
    .map(({ at, zones }) => {
      const members = zones.filter((zone) => byZone.has(zone));
      const sum = (key: "contacts" | "rows" | "processed") =>
        members.reduce((total, zone) => total + byZone.get(zone)![key], 0);
      const [contacts, rows, processed] = [sum("contacts"), sum("rows"), sum("processed")];
      const status =
        started && rows >= contacts && processed >= contacts
          ? "DONE"
          : started && (rows > 0 || at <= now)
            ? "SENDING"
            : "WAITING";
      return {
        sendAt: at,
        utcOffset: utcOffset(members[0] ?? teamZone, at),
        timezones: members,
        contacts,
        processed,
        status: status as "WAITING" | "SENDING" | "DONE",
      };
    })
    .filter((group) => group.contacts > 0);
  const next = groups.find((group) => group.status === "WAITING" && group.sendAt > now);
  return { ...base, nextGroupAt: next?.sendAt ?? null, groups };
}
