import { jwtVerify, SignJWT } from "jose";
import { env } from "@/lib/env";
import type { Permission, Role } from "./permissions";

export const ACCESS_TOKEN_TTL_SECONDS = 86_400;

export type AccessTokenClaims = {
  sub: string;
  team_id: string;
  role: Role;
  permissions: Permission[];
  /** The user's tokenVersion when issued; a later bump (logout-all, password change) revokes it. */
  ver?: number;
  exp: number;
  iat: number;
};

const secretKey = () => new TextEncoder().encode(env.JWT_SECRET);

export async function signAccessToken(
  claims: Pick<AccessTokenClaims, "sub" | "team_id" | "role" | "permissions"> & { ver: number },
) {
  const issuedAt = Math.floor(Date.now() / 1000);
  return new SignJWT({ team_id: claims.team_id, role: claims.role, permissions: claims.permissions, ver: claims.ver })
    .setProtectedHeader({ alg: "HS256", typ: "JWT" })
    .setSubject(claims.sub)
    .setIssuedAt(issuedAt)
    .setExpirationTime(issuedAt + ACCESS_TOKEN_TTL_SECONDS)
    .sign(secretKey());
}

/** The token's claims, or null when it is malformed, forged or expired. */
export async function verifyAccessToken(token: string): Promise<AccessTokenClaims | null> {
  try {
    const { payload } = await jwtVerify(token, secretKey(), { algorithms: ["HS256"] });
    if (typeof payload.sub !== "string" || typeof payload.team_id !== "string") return null;
    return payload as unknown as AccessTokenClaims;
  } catch {
    return null;
  }
}
