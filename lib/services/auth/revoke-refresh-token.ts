import { hashRefreshToken } from "@/lib/auth/refresh-token-secret";
import { db } from "@/lib/db";
import { revokeTokenFamily } from "./refresh-session";

/**
 * Signs out the session a refresh token belongs to (its rotation family). An unknown token is not
 * an error: signing out must be safe to repeat, and the answer must not say which tokens exist.
 */
export async function revokeRefreshToken(input: { refreshToken: string }) {
  const stored = await db.refreshToken.findUnique({
    where: { tokenHash: hashRefreshToken(input.refreshToken) },
    select: { familyId: true },
  });
  if (stored) await revokeTokenFamily(stored.familyId);
}
