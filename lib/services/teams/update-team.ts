import { db } from "@/lib/db";
import { getCurrentTeam } from "./get-current-team";

/**
 * Renames the team. A dashboard name that was set to the team's old name follows the rename, so
 * the header does not keep showing it; a different, customised one is kept.
 */
export async function updateTeam({ teamId, name }: { teamId: string; name: string }) {
  await db.$transaction(async (tx) => {
    const before = await tx.team.findUniqueOrThrow({ where: { id: teamId }, select: { name: true } });
    await tx.team.update({ where: { id: teamId }, data: { name } });
    await tx.branding.updateMany({
      where: { settings: { teamId }, dashboardName: before.name },
      data: { dashboardName: name },
    });
  });
  return getCurrentTeam({ teamId });
}
