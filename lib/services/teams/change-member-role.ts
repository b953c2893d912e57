import { db } from "@/lib/db";
import { recordAudit, type AuditActor } from "@/lib/services/audit/record-audit";
import { revokeUserSessions } from "@/lib/services/auth/revoke-user-sessions";
import { syncUserPermissions } from "@/lib/services/users/sync-user-permissions";
import { toUserDto } from "@/lib/services/users/to-user-dto";
import type { AssignableRole } from "@/lib/validation/teams";
import { assertNotLastAdmin } from "./assert-not-last-admin";
import { findChangeableMember } from "./find-changeable-member";
import { trimCreatorApiKeys } from "./trim-creator-api-keys";

/**
 * Sets a member's role and re-syncs their permission rows. Access tokens issued before answer 401
 * at once (docs/contract.md section 18: their claims name the old role); the member's refresh tokens stay, so
 * their apps and dashboard renew into the new role.
 */
export async function changeMemberRole({
  teamId,
  userId,
  role,
  actor,
}: {
  teamId: string;
  userId: string;
  role: AssignableRole;
  actor?: AuditActor;
}) {
  const user = await db.$transaction(async (tx) => {
    const member = await findChangeableMember(tx, { teamId, userId });
    if (member.role === role) return member;
    if (role !== "ADMIN") await assertNotLastAdmin(tx, member, "demote");
    const updated = await tx.user.update({ where: { id: member.id }, data: { role } });
    await syncUserPermissions(tx, member.id, role);
    await trimCreatorApiKeys(tx, { teamId, userId: member.id, role });
    await revokeUserSessions(tx, member.id, { keepRefreshTokens: true });
    if (actor) {
      await recordAudit(tx, {
        teamId,
        action: "member.role_changed",
        ...actor,
        targetType: "user",
        targetId: member.id,
        details: { email: member.email, from: member.role, to: role },
      });
    }
    return updated;
  });
  return toUserDto(user);
}
