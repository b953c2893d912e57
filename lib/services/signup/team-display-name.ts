import { db } from "@/lib/db";

/** The name subscribers know the team by: its branding's name, else the team's name. */
export async function teamDisplayName(teamId: string): Promise<string | null> {
  const [team, settings] = await Promise.all([
    db.team.findFirst({ where: { id: teamId }, select: { name: true } }),
    db.teamSettings.findFirst({
      where: { teamId },
      select: { branding: { select: { dashboardName: true, isDeleted: true } } },
    }),
  ]);
  const branded = settings?.branding && !settings.branding.isDeleted ? settings.branding.dashboardName?.trim() : null;
  return branded || team?.name || null;
}
