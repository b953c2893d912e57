import { db, liveOnly } from "@/lib/db";
import { toUserDto } from "@/lib/services/users/to-user-dto";

/**
 * The users of a team, oldest first, each with the team embedded. `acrossTeams` (SUPER_ADMIN only;
 * the caller decides) lists every user of every live team instead. docs/interface.md fixes this answer as a
 * bare array, so it is not paginated.
 */
export async function listUsers({ teamId, acrossTeams = false }: { teamId: string; acrossTeams?: boolean }) {
  const users = await db.user.findMany({
    where: acrossTeams ? { team: liveOnly } : { teamId },
    include: { team: true },
    orderBy: [{ createdAt: "asc" }, { id: "asc" }],
  });
  return users.map((user) => ({ ...toUserDto(user), team: user.team }));
}
