import { ApiError } from "@/lib/api/errors";
import { hashRefreshToken } from "@/lib/auth/refresh-token-secret";
import { db } from "@/lib/db";
import { issueSession, type SessionTokens } from "./issue-session";
import type { SessionMeta } from "./session-meta";

const invalidToken = () => ApiError.unauthorized("Invalid or expired token");

/** Ends a whole sign-in: every token of the rotation family, spent or not. */
export async function revokeTokenFamily(familyId: string, at = new Date()) {
  await db.refreshToken.updateMany({ where: { familyId, revokedAt: null }, data: { revokedAt: at } });
}

/**
 * Exchanges a refresh token for a new pair (rotation). A token that was already spent or revoked
 * means it leaked (or the session was ended): the whole family is revoked, so whoever holds the
 * newer token is signed out too.
 */
export async function refreshSession(input: { refreshToken: string }, meta: SessionMeta): Promise<SessionTokens> {
  const now = new Date();
  const stored = await db.refreshToken.findUnique({
    where: { tokenHash: hashRefreshToken(input.refreshToken) },
    include: { user: { include: { team: { select: { isDeleted: true } } } } },
  });
  if (!stored) throw invalidToken();
  if (stored.usedAt || stored.revokedAt) {
    await revokeTokenFamily(stored.familyId, now);
    throw invalidToken();
  }
  const { user } = stored;
  if (stored.expiresAt <= now || user.isDeleted || user.team.isDeleted) throw invalidToken();

  // Claim and reissue in one transaction. The conditional update is the claim: of two concurrent
  // refreshes with the same token, the second finds usedAt set (row lock, then re-check) and
  // updates nothing. A failure to issue rolls the claim back, so the client may simply retry.
  const session = await db.$transaction(async (tx) => {
    const claimed = await tx.refreshToken.updateMany({
      where: { id: stored.id, usedAt: null, revokedAt: null },
      data: { usedAt: now },
    });
    if (claimed.count !== 1) return null;
    return issueSession(user, { ...meta, familyId: stored.familyId, tx });
  });
  if (!session) {
    // Lost the race: the token was spent a moment ago by another request, which is reuse.
    await revokeTokenFamily(stored.familyId, now);
    throw invalidToken();
  }
  return session;
}
