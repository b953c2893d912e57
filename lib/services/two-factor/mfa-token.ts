import { signToken, verifyToken } from "@/lib/crypto/signed-token";

// The `mfa_token` a password sign-in of a 2FA user answers (docs/contract.md section 18): proof that the
// password was right, exchanged with a code at POST /auth/2fa/verify within 5 minutes. It names the
// user's token version, so signing out everywhere also voids a half-finished sign-in. One made by a
// sign-in link (lib/services/auth/sign-in-with-login-link.ts) says so: it is finished despite the
// account's sign-in backoff, like the link itself (docs/contract.md section 25).
const LABEL = "sendwell/mfa/v1";
const MFA_TOKEN_TTL_MS = 5 * 60 * 1000;

export type MfaClaims = { userId: string; tokenVersion: number; pastBackoff?: boolean };

export function createMfaToken({ userId, tokenVersion, pastBackoff }: MfaClaims, now = Date.now()): string {
  const claims = [userId, tokenVersion, now + MFA_TOKEN_TTL_MS, ...(pastBackoff ? [1] : [])];
  return signToken(LABEL, JSON.stringify(claims));
}

export function readMfaToken(token: string, now = Date.now()): MfaClaims | null {
  const payload = verifyToken(LABEL, token);
  if (!payload) return null;
  const [userId, tokenVersion, expiresAt, pastBackoff] = JSON.parse(payload) as [string, number, number, 1?];
  return expiresAt > now ? { userId, tokenVersion, ...(pastBackoff === 1 ? { pastBackoff: true } : {}) } : null;
}
