import { randomBytes } from "node:crypto";
import { ApiError } from "@/lib/api/errors";
import { hashPassword, verifyPassword } from "@/lib/auth/passwords";
import { db } from "@/lib/db";
import { createMfaToken } from "@/lib/services/two-factor/mfa-token";
import { completeSignIn, isSignInBlocked, recordFailedSignIn } from "./sign-in-attempts";
import type { SessionMeta } from "./session-meta";

/** One answer for every failed sign-in, so it never tells which emails have accounts. */
function invalidCredentials() {
  return new ApiError(401, "unauthorized", "INVALID_CREDENTIALS", "Invalid email or password");
}

// An unknown email (or an account without a password, such as a Google sign-up) is verified
// against this hash so that it costs one Argon2 verification, like a real account: the response
// time does not reveal whether the address is registered. Same library, same parameters.
let dummyHash: Promise<string> | undefined;
function dummyPasswordHash() {
  dummyHash ??= hashPassword(randomBytes(32).toString("base64url"));
  return dummyHash;
}

/**
 * Checks the password. A user with two-factor sign-in gets `{ mfa_required, mfa_token }` to finish
 * at POST /auth/2fa/verify (docs/contract.md section 18); everyone else a session. A blocked account
 * (sign-in-attempts.ts) is refused like a wrong password, after the same Argon2 work.
 */
export async function loginWithPassword(input: { email: string; password: string }, meta: SessionMeta) {
  const user = await db.user.findUnique({
    where: { email: input.email.trim().toLowerCase() },
    include: { team: true },
  });
  const passwordMatches = user?.passwordHash
    ? await verifyPassword(user.passwordHash, input.password)
    : await verifyPassword(await dummyPasswordHash(), input.password).then(() => false);
  if (!user || user.team.isDeleted) throw invalidCredentials();
  if (isSignInBlocked(user) || !passwordMatches) {
    await recordFailedSignIn(user, { ip: meta.ipAddress, reason: passwordMatches ? "blocked" : "password" });
    throw invalidCredentials();
  }
  if (user.totpEnabledAt)
    return {
      mfa_required: true as const,
      mfa_token: createMfaToken({ userId: user.id, tokenVersion: user.tokenVersion }),
    };
  return completeSignIn(user, user.team, meta, "password");
}
