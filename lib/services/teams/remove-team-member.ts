import { db } from "@/lib/db";
import { toUserDto } from "@/lib/services/users/to-user-dto";
import { assertNotLastAdmin } from "./assert-not-last-admin";
import { findChangeableMember } from "./find-changeable-member";

/**
 * Removes a user from the team: the user is soft-deleted (their access tokens fail from the next
 * request, as authentication looks the user up) and every refresh token they hold is revoked.
 * API keys they created stay: keys belong to the team.
 */
export async function removeTeamMember({ teamId, userId }: { teamId: string; userId: string }) {
  const user = await db.$transaction(async (tx) => {
    const member = await findChangeableMember(tx, { teamId, userId });
    await assertNotLastAdmin(tx, member, "remove");
    await tx.refreshToken.updateMany({ where: { userId: member.id, revokedAt: null }, data: { revokedAt: new Date() } });
    return tx.user.update({ where: { id: member.id }, data: { isDeleted: true } });
  });
  return toUserDto(user);
}
