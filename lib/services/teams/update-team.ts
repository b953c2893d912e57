import { db } from "@/lib/db";
import { getCurrentTeam } from "./get-current-team";

/**
 * Renames the team. The dashboard name starts out as the team name (sign-up); while it was never
 * customised it follows the rename, so the header does not keep showing the old name.
 */
export async function updateTeam({ teamId, name }: { teamId: string; name: string }) {
  await db.$transaction(async (tx) => {
    const before = await tx.team.findUniqueOrThrow({ where: { id: teamId }, select: { name: true } });
    await tx.team.update({ where: { id: teamId }, data: { name } });
    await tx.branding.updateMany({ where: { settings: { teamId }, dashboardName: before.name }, data: { dashboardName: name } });
  });
  return getCurrentTeam({ teamId });
}
