import { db } from "@/lib/db";

/** The team's IANA time zone (Settings -> Defaults); UTC for a team that never set one, or left it
 * empty (as the roll-ups' fold reads it: COALESCE(NULLIF(timezone, ''), 'UTC')). */
export async function teamTimezone(teamId: string): Promise<string> {
  const settings = await db.teamSettings.findUnique({ where: { teamId }, select: { timezone: true } });
  return settings?.timezone || "UTC";
}
