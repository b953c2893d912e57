import { db } from "@/lib/db";

export type ShellTeam = {
  id: string;
  name: string;
  /** The branding's dashboard name, shown in place of "Sendwell"; null when not set. */
  dashboardName: string | null;
  logoUrl: string | null;
  primaryColor: string | null;
};

/** What the dashboard frame shows for the signed-in user's team: its name and branding. */
export async function getShellTeam({ teamId }: { teamId: string }): Promise<ShellTeam | null> {
  const team = await db.team.findUnique({
    where: { id: teamId },
    select: {
      id: true,
      name: true,
      // Relations are not filtered by the soft-delete extension: ask for live rows here.
      settings: {
        where: { isDeleted: false },
        take: 1,
        select: { branding: { select: { dashboardName: true, logoUrl: true, primaryColor: true, isDeleted: true } } },
      },
    },
  });
  if (!team) return null;
  const branding = team.settings[0]?.branding;
  const live = branding && !branding.isDeleted ? branding : null;
  return {
    id: team.id,
    name: team.name,
    dashboardName: live?.dashboardName?.trim() || null,
    logoUrl: live?.logoUrl ?? null,
    primaryColor: live?.primaryColor ?? null,
  };
}
