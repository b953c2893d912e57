import { db } from "@/lib/db";

/** The caller's team with its member count (docs/interface.md's Team, without the embedded collections). */
export async function getCurrentTeam({ teamId }: { teamId: string }) {
  const team = await db.team.findUniqueOrThrow({ where: { id: teamId } });
  const memberCount = await db.user.count({ where: { teamId } });
  return { ...team, memberCount };
}
