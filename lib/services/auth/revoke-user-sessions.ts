import type { Transaction } from "@/lib/db";

/**
 * Ends every session of a user at once (docs/contract.md section 18): bumping tokenVersion makes every access
 * token issued so far answer 401, and revoking the refresh tokens stops them being renewed.
 * Answers the new version, for a session issued in the same transaction.
 */
export async function revokeUserSessions(
  tx: Transaction,
  userId: string,
  { keepRefreshTokens = false } = {},
): Promise<number> {
  const { tokenVersion } = await tx.user.update({
    where: { id: userId },
    data: { tokenVersion: { increment: 1 } },
    select: { tokenVersion: true },
  });
  if (!keepRefreshTokens)
    await tx.refreshToken.updateMany({ where: { userId, revokedAt: null }, data: { revokedAt: new Date() } });
  return tokenVersion;
}
