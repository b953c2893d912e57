import { ApiError } from "@/lib/api/errors";
import { newTotpSecret, totpUri } from "@/lib/auth/totp";
import { sealSecret } from "@/lib/crypto/secret-box";
import { db } from "@/lib/db";

export const alreadyEnabled = () =>
  ApiError.conflict(
    "Two-factor sign-in is already on. Turn it off first to set up a new authenticator.",
    "INVALID_STATE",
  );

/**
 * `POST /auth/2fa/setup`: a new TOTP secret for the user's authenticator app, kept (encrypted) but
 * not in force until `/auth/2fa/enable` confirms a code from it. Calling again replaces it.
 */
export async function setupTwoFactor({ userId }: { userId: string }) {
  const user = await db.user.findUniqueOrThrow({ where: { id: userId }, select: { email: true, totpEnabledAt: true } });
  if (user.totpEnabledAt) throw alreadyEnabled();
  const secret = newTotpSecret();
  await db.user.update({ where: { id: userId }, data: { totpSecret: sealSecret(secret), totpLastStep: null } });
  return { secret, otpauthUrl: totpUri({ secret, account: user.email }) };
}
