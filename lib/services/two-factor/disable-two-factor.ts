import { ApiError } from "@/lib/api/errors";
import { db } from "@/lib/db";
import { recordUserAudit } from "@/lib/services/audit/record-audit";
import { spendSecondFactor, invalidCode } from "./check-second-factor";

/** `POST /auth/2fa/disable`: turns two-factor sign-in off, with a current code or a recovery code. */
export async function disableTwoFactor({ userId, code, ip }: { userId: string; code: string; ip: string }) {
  const user = await db.user.findUniqueOrThrow({ where: { id: userId } });
  if (!user.totpEnabledAt) throw ApiError.conflict("Two-factor sign-in is not on.", "INVALID_STATE");
  await db.$transaction(async (tx) => {
    if (!(await spendSecondFactor(tx, user, code))) throw invalidCode();
    await tx.recoveryCode.deleteMany({ where: { userId } });
    await tx.user.update({
      where: { id: userId },
      data: { totpEnabledAt: null, totpSecret: null, totpLastStep: null },
    });
    await recordUserAudit(tx, { id: userId, teamId: user.teamId }, "auth.2fa_disabled", ip);
  });
  return {};
}
