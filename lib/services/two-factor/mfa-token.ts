import { signToken, verifyToken } from "@/lib/crypto/signed-token";

// The `mfa_token` a password sign-in of a 2FA user answers (docs/contract.md section 18): proof that the
// password was right, exchanged with a code at POST /auth/2fa/verify within 5 minutes. It names the
// user's token version, so signing out everywhere also voids a half-finished sign-in.
const LABEL = "sendwell/mfa/v1";
const MFA_TOKEN_TTL_MS = 5 * 60 * 1000;

export function createMfaToken(
  { userId, tokenVersion }: { userId: string; tokenVersion: number },
  now = Date.now(),
): string {
  return signToken(LABEL, JSON.stringify([userId, tokenVersion, now + MFA_TOKEN_TTL_MS]));
}

export function readMfaToken(token: string, now = Date.now()): { userId: string; tokenVersion: number } | null {
  const payload = verifyToken(LABEL, token);
  if (!payload) return null;
  const [userId, tokenVersion, expiresAt] = JSON.parse(payload) as [string, number, number];
  return expiresAt > now ? { userId, tokenVersion } : null;
}
