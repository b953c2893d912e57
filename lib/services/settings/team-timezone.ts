import { db } from "@/lib/db";

/** The team's IANA time zone (Settings -> Defaults); UTC for a team that never set one. */
export async function teamTimezone(teamId: string): Promise<string> {
  const settings = await db.teamSettings.findFirst({ where: { teamId }, select: { timezone: true } });
  return settings?.timezone ?? "UTC";
}
