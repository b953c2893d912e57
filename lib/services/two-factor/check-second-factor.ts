import { ApiError } from "@/lib/api/errors";
import { hashRecoveryCode, verifyTotp } from "@/lib/auth/totp";
import { openSecret } from "@/lib/crypto/secret-box";
import type { Transaction } from "@/lib/db";

export const invalidCode = () => new ApiError(401, "unauthorized", "INVALID_CODE", "Invalid two-factor code");

type TwoFactorUser = { id: string; totpSecret: string | null; totpLastStep: number | null };

/**
 * Spends a second factor: a current TOTP code (its time step is recorded, so it cannot be used
 * again) or one of the user's unused recovery codes (claimed, so two requests cannot both use it).
 * Answers which kind it was, or null when it is neither.
 */
export async function spendSecondFactor(
  tx: Transaction,
  user: TwoFactorUser,
  code: string,
): Promise<"totp" | "recovery" | null> {
  const trimmed = code.trim();
  if (user.totpSecret && /^\d{6}$/.test(trimmed)) {
    const step = await verifyTotp({
      secret: openSecret(user.totpSecret),
      code: trimmed,
      afterTimeStep: user.totpLastStep,
    });
    if (step === null) return null;
    // Conditional on the step read: of two requests with the same code, one records it.
    const recorded = await tx.user.updateMany({
      where: { id: user.id, OR: [{ totpLastStep: null }, { totpLastStep: { lt: step } }] },
      data: { totpLastStep: step },
    });
    return recorded.count === 1 ? "totp" : null;
  }
  const claimed = await tx.recoveryCode.updateMany({
    where: { userId: user.id, codeHash: hashRecoveryCode(trimmed), usedAt: null },
    data: { usedAt: new Date() },
  });
  return claimed.count === 1 ? "recovery" : null;
}
