import { ApiError } from "@/lib/api/errors";
import { hashPassword, verifyPassword } from "@/lib/auth/passwords";
import { db } from "@/lib/db";
import { recordUserAudit } from "@/lib/services/audit/record-audit";
import { toUserDto } from "@/lib/services/users/to-user-dto";
import { issueSession } from "./issue-session";
import { revokeUserSessions } from "./revoke-user-sessions";
import type { SessionMeta } from "./session-meta";

/**
 * `POST /auth/password` (docs/contract.md section 18): a signed-in user sets a new password. Every earlier
 * session ends (access and refresh tokens), and the answer is a new session, as login answers.
 * A wrong current password is a 400 on `currentPassword`, not a 401: the caller is signed in.
 */
export async function changePassword(
  { userId, currentPassword, newPassword }: { userId: string; currentPassword: string; newPassword: string },
  meta: SessionMeta,
) {
  const user = await db.user.findUniqueOrThrow({ where: { id: userId }, include: { team: true } });
  if (!user.passwordHash) {
    throw ApiError.validation("This account has no password yet (it signs in with Google)", {
      currentPassword: "this account has no password; use the password reset link to set one",
    });
  }
  if (!(await verifyPassword(user.passwordHash, currentPassword))) {
    throw ApiError.validation("Invalid body", { currentPassword: "is not your current password" });
  }
  if (await verifyPassword(user.passwordHash, newPassword)) {
    throw ApiError.validation("Invalid body", { newPassword: "must differ from your current password" });
  }
  const passwordHash = await hashPassword(newPassword);
  const { updated, session } = await db.$transaction(async (tx) => {
    const tokenVersion = await revokeUserSessions(tx, user.id);
    const updated = await tx.user.update({ where: { id: user.id }, data: { passwordHash } });
    await recordUserAudit(tx, user, "auth.password_changed", meta.ipAddress);
    return { updated, session: await issueSession({ ...updated, tokenVersion }, { ...meta, tx }) };
  });
  return { user: toUserDto(updated), team: user.team, ...session };
}
