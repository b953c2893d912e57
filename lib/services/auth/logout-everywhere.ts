import { ApiError } from "@/lib/api/errors";
import { hashRefreshToken } from "@/lib/auth/refresh-token-secret";
import { db } from "@/lib/db";
import { recordUserAudit } from "@/lib/services/audit/record-audit";
import { revokeUserSessions } from "./revoke-user-sessions";

/**
 * `POST /auth/logout { all: true }`: signs the user out of every session, access tokens included
 * (docs/contract.md section 18). The user is the caller's (Bearer token) or the refresh token's owner; a
 * refresh token that names nobody answers like logout does (`{}`), so it reveals nothing.
 */
export async function logoutEverywhere({
  userId,
  refreshToken,
  ip,
}: {
  userId?: string | null;
  refreshToken?: string;
  ip: string;
}) {
  let owner = userId ?? null;
  if (!owner && refreshToken) {
    const stored = await db.refreshToken.findUnique({
      where: { tokenHash: hashRefreshToken(refreshToken) },
      select: { userId: true, revokedAt: true },
    });
    owner = stored && !stored.revokedAt ? stored.userId : null;
    if (!owner) return;
  }
  if (!owner) throw ApiError.unauthorized();
  const user = await db.user.findUnique({ where: { id: owner }, select: { id: true, teamId: true } });
  if (!user) return;
  await db.$transaction(async (tx) => {
    await revokeUserSessions(tx, user.id);
    await recordUserAudit(tx, user, "auth.logged_out_everywhere", ip);
  });
}
