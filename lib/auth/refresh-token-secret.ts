import { createHash, randomBytes } from "node:crypto";

export const REFRESH_TOKEN_TTL_SECONDS = 7 * 24 * 60 * 60;

/** An opaque refresh token; only its SHA-256 is stored. */
export function generateRefreshToken(): { token: string; tokenHash: string } {
  const token = randomBytes(32).toString("base64url");
  return { token, tokenHash: hashRefreshToken(token) };
}

export function hashRefreshToken(token: string): string {
  return createHash("sha256").update(token).digest("hex");
}
