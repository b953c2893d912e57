import { ApiError } from "@/lib/api/errors";
import { hashRecoveryCode, newRecoveryCodes } from "@/lib/auth/totp";
import { db } from "@/lib/db";
import { recordUserAudit } from "@/lib/services/audit/record-audit";
import { spendSecondFactor, invalidCode } from "./check-second-factor";
import { alreadyEnabled } from "./setup-two-factor";

/**
 * `POST /auth/2fa/enable`: turns two-factor sign-in on once a code from the new authenticator
 * checks out, and answers the 10 recovery codes, shown this once (only their hashes are kept).
 */
export async function enableTwoFactor({ userId, code, ip }: { userId: string; code: string; ip: string }) {
  const user = await db.user.findUniqueOrThrow({ where: { id: userId } });
  if (user.totpEnabledAt) throw alreadyEnabled();
  if (!user.totpSecret)
    throw ApiError.conflict(
      "Start with POST /auth/2fa/setup to get a secret for your authenticator app.",
      "INVALID_STATE",
    );
  const recoveryCodes = newRecoveryCodes();
  await db.$transaction(async (tx) => {
    // Only a TOTP code proves the authenticator works; recovery codes do not exist yet.
    if (!/^\d{6}$/.test(code.trim()) || (await spendSecondFactor(tx, user, code)) !== "totp") throw invalidCode();
    await tx.recoveryCode.deleteMany({ where: { userId } });
    await tx.recoveryCode.createMany({
      data: recoveryCodes.map((recoveryCode) => ({ userId, codeHash: hashRecoveryCode(recoveryCode) })),
    });
    await tx.user.update({ where: { id: userId }, data: { totpEnabledAt: new Date() } });
    await recordUserAudit(tx, { id: userId, teamId: user.teamId }, "auth.2fa_enabled", ip);
  });
  return { recoveryCodes };
}
