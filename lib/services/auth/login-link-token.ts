import { createHash, randomBytes } from "node:crypto";

/** A sign-in link works once, for 15 minutes (docs/contract.md section 25). */
export const LOGIN_LINK_TTL_MS = 15 * 60 * 1000;

/** A sign-in link's token: mailed to the user; only its SHA-256 is stored. */
export function generateLoginLinkToken(): { token: string; tokenHash: string } {
  const token = randomBytes(32).toString("base64url");
  return { token, tokenHash: hashLoginLinkToken(token) };
}

export function hashLoginLinkToken(token: string): string {
  return createHash("sha256").update(token).digest("hex");
}
