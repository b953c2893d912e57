import { randomUUID } from "node:crypto";
import { ACCESS_TOKEN_TTL_SECONDS, signAccessToken } from "@/lib/auth/jwt";
import { permissionsForRole } from "@/lib/auth/permissions";
import { generateRefreshToken, REFRESH_TOKEN_TTL_SECONDS } from "@/lib/auth/refresh-token-secret";
import { db, type Transaction } from "@/lib/db";
import type { UserRole } from "@/lib/generated/prisma/enums";

export type SessionTokens = {
  access_token: string;
  refresh_token: string;
  token_type: "Bearer";
  expires_in: number;
};

type SessionUser = { id: string; teamId: string; role: UserRole; tokenVersion: number };

/**
 * A new access token and refresh token for the user. `familyId` continues a rotation chain (refresh);
 * without it a new sign-in starts a new family.
 */
export async function issueSession(
  user: SessionUser,
  options: { familyId?: string; userAgent?: string | null; ipAddress?: string | null; tx?: Transaction } = {},
): Promise<SessionTokens> {
  const { token, tokenHash } = generateRefreshToken();
  await (options.tx ?? db).refreshToken.create({
    data: {
      userId: user.id,
      tokenHash,
      familyId: options.familyId ?? randomUUID(),
      expiresAt: new Date(Date.now() + REFRESH_TOKEN_TTL_SECONDS * 1000),
      userAgent: options.userAgent ?? null,
      ipAddress: options.ipAddress ?? null,
    },
  });
  const accessToken = await signAccessToken({
    sub: user.id,
    team_id: user.teamId,
    role: user.role,
    permissions: permissionsForRole(user.role),
    ver: user.tokenVersion,
  });
  return {
    access_token: accessToken,
    refresh_token: token,
    token_type: "Bearer",
    expires_in: ACCESS_TOKEN_TTL_SECONDS,
  };
}
