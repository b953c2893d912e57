import { ApiError } from "@/lib/api/errors";
import { db } from "@/lib/db";
import { toUserDto } from "@/lib/services/users/to-user-dto";

/**
 * Who the caller is: their user with the team embedded. An API key belongs to a team, not to a
 * person, so a key (userId null) is answered with its team and `user: null`.
 */
export async function getCurrentUser({ teamId, userId }: { teamId: string; userId: string | null }) {
  if (userId === null) {
    const team = await db.team.findUnique({ where: { id: teamId } });
    if (!team) throw ApiError.notFound();
    return { user: null, team };
  }
  const user = await db.user.findFirst({ where: { id: userId, teamId }, include: { team: true } });
  if (!user) throw ApiError.notFound();
  return { ...toUserDto(user), team: user.team };
}
