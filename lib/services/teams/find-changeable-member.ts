import { ApiError } from "@/lib/api/errors";
import type { Transaction } from "@/lib/db";
import { lockTeam } from "./lock-team";

/**
 * The team's user about to change role or leave, read under the team lock. Super admins are the
 * operator's: a team admin can neither demote nor remove one.
 */
export async function findChangeableMember(tx: Transaction, { teamId, userId }: { teamId: string; userId: string }) {
  await lockTeam(tx, teamId);
  const member = await tx.user.findFirst({ where: { id: userId, teamId } });
  if (!member) throw ApiError.notFound("User not found in this team");
  if (member.role === "SUPER_ADMIN")
    throw ApiError.forbidden("A super admin's role and membership are managed by the operator, not through the API");
  return member;
}
