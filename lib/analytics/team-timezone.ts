import { db } from "@/lib/db";

/** The team's reporting timezone (TeamSettings.timezone), UTC when the team has no settings. */
export async function teamTimezone(teamId: string): Promise<string> {
  const settings = await db.teamSettings.findUnique({ where: { teamId }, select: { timezone: true } });
  return settings?.timezone || "UTC";
}
