import type { User } from "@/lib/generated/prisma/client";

/**
 * A user as the API shows it: never the password hash, the TOTP secret or the sign-in bookkeeping
 * (token version, failure count, TOTP step); whether two-factor sign-in is on, as a flag.
 */
export function toUserDto({
  passwordHash: _passwordHash,
  totpSecret: _totpSecret,
  totpLastStep: _totpLastStep,
  totpEnabledAt,
  tokenVersion: _tokenVersion,
  failedLoginCount: _failedLoginCount,
  loginBlockedUntil: _loginBlockedUntil,
  ...user
}: User) {
  return { ...user, twoFactorEnabled: totpEnabledAt !== null };
}
