import { db } from "@/lib/db";
import { completeSignIn, isSignInBlocked, recordFailedSignIn } from "@/lib/services/auth/sign-in-attempts";
import type { SessionMeta } from "@/lib/services/auth/session-meta";
import { invalidCode, spendSecondFactor } from "./check-second-factor";
import { readMfaToken } from "./mfa-token";

/**
 * `POST /auth/2fa/verify`: finishes a password sign-in with a TOTP code or an unused recovery code
 * and answers what login answers. A wrong code, an expired or forged mfa_token and a blocked
 * account all answer 401 INVALID_CODE; wrong codes count towards the account's backoff. A sign-in
 * begun with a sign-in link is finished despite the backoff (mfa-token.ts).
 */
export async function verifyTwoFactor({ mfaToken, code }: { mfaToken: string; code: string }, meta: SessionMeta) {
  const claims = readMfaToken(mfaToken);
  if (!claims) throw invalidCode();
  const user = await db.user.findUnique({ where: { id: claims.userId }, include: { team: true } });
  if (!user || user.team.isDeleted || !user.totpEnabledAt || user.tokenVersion !== claims.tokenVersion)
    throw invalidCode();
  if (isSignInBlocked(user) && !claims.pastBackoff) {
    await recordFailedSignIn(user, { ip: meta.ipAddress, reason: "blocked" });
    throw invalidCode();
  }
  const spent = await db.$transaction((tx) => spendSecondFactor(tx, user, code));
  if (!spent) {
    await recordFailedSignIn(user, { ip: meta.ipAddress, reason: "code" });
    throw invalidCode();
  }
  return completeSignIn(user, user.team, meta, spent === "totp" ? "totp" : "recovery_code", claims.pastBackoff);
}
