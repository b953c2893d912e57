import { db } from "@/lib/db";
import { syncUserPermissions } from "@/lib/services/users/sync-user-permissions";
import { toUserDto } from "@/lib/services/users/to-user-dto";
import type { AssignableRole } from "@/lib/validation/teams";
import { assertNotLastAdmin } from "./assert-not-last-admin";
import { findChangeableMember } from "./find-changeable-member";
import { trimCreatorApiKeys } from "./trim-creator-api-keys";

/**
 * Sets a member's role and re-syncs their permission rows. Access tokens follow the new role at
 * once: authentication reads the role from the database, not from the token.
 */
export async function changeMemberRole({ teamId, userId, role }: { teamId: string; userId: string; role: AssignableRole }) {
  const user = await db.$transaction(async (tx) => {
    const member = await findChangeableMember(tx, { teamId, userId });
    if (member.role === role) return member;
    if (role !== "ADMIN") await assertNotLastAdmin(tx, member, "demote");
    const updated = await tx.user.update({ where: { id: member.id }, data: { role } });
    await syncUserPermissions(tx, member.id, role);
    await trimCreatorApiKeys(tx, { teamId, userId: member.id, role });
    return updated;
  });
  return toUserDto(user);
}
