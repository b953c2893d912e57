import { ApiError } from "@/lib/api/errors";
import { hashPassword } from "@/lib/auth/passwords";
import { db } from "@/lib/db";
import { recordUserAudit } from "@/lib/services/audit/record-audit";
import { hashPasswordResetToken } from "./password-reset-token";
import { revokeUserSessions } from "./revoke-user-sessions";

const invalidResetToken = () =>
  ApiError.validation("Invalid password reset token", { token: "is invalid or has expired" });

/**
 * Completes a password reset: sets the new password, spends the token (and any other outstanding
 * reset link of the user), and signs the user out everywhere: every refresh and access token.
 */
export async function resetPassword(
  input: { token: string; password: string },
  { ip = null }: { ip?: string | null } = {},
): Promise<void> {
  const tokenHash = hashPasswordResetToken(input.token);
  // Hashing is slow (by design): do it before the transaction so no row stays locked meanwhile.
  const passwordHash = await hashPassword(input.password);
  const now = new Date();
  await db.$transaction(async (tx) => {
    const resetToken = await tx.passwordResetToken.findUnique({
      where: { tokenHash },
      select: { id: true, userId: true },
    });
    if (!resetToken) throw invalidResetToken();
    // The claim: of two concurrent confirmations with one token, only one updates the row.
    const claimed = await tx.passwordResetToken.updateMany({
      where: { id: resetToken.id, usedAt: null, expiresAt: { gt: now } },
      data: { usedAt: now },
    });
    if (claimed.count !== 1) throw invalidResetToken();
    const { userId } = resetToken;
    // The reset link reached the mailbox, which proves the address: mark it verified.
    const user = await tx.user.update({ where: { id: userId }, data: { passwordHash, emailVerifiedAt: new Date() } });
    await tx.passwordResetToken.updateMany({ where: { userId, usedAt: null }, data: { usedAt: now } });
    // Access tokens too (docs/contract.md section 18): whoever had the old password is out at once.
    await revokeUserSessions(tx, userId);
    await recordUserAudit(tx, { id: userId, teamId: user.teamId }, "auth.password_reset", ip);
  });
}
