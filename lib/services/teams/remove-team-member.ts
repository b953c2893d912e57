import { db } from "@/lib/db";
import { recordAudit, type AuditActor } from "@/lib/services/audit/record-audit";
import { revokeUserSessions } from "@/lib/services/auth/revoke-user-sessions";
import { toUserDto } from "@/lib/services/users/to-user-dto";
import { assertNotLastAdmin } from "./assert-not-last-admin";
import { findChangeableMember } from "./find-changeable-member";

/**
 * Removes a user from the team: the user is soft-deleted (their access tokens fail from the next
 * request, as authentication looks the user up) and every refresh token they hold is revoked.
 * API keys they created stay: keys belong to the team.
 */
export async function removeTeamMember({
  teamId,
  userId,
  actor,
}: {
  teamId: string;
  userId: string;
  actor?: AuditActor;
}) {
  const user = await db.$transaction(async (tx) => {
    const member = await findChangeableMember(tx, { teamId, userId });
    await assertNotLastAdmin(tx, member, "remove");
    await revokeUserSessions(tx, member.id);
    if (actor)
      await recordAudit(tx, {
        teamId,
        action: "member.removed",
        ...actor,
        targetType: "user",
        targetId: member.id,
        details: { email: member.email, role: member.role },
      });
    return tx.user.update({ where: { id: member.id }, data: { isDeleted: true } });
  });
  return toUserDto(user);
}
