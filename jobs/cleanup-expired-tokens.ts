import { db } from "@/lib/db";
import { cleanupExpiredTokensContract } from "@/lib/jobs";
import { defineJob } from "./define-job";

// Expired refresh and password-reset tokens can never be redeemed again (their lookups check
// expiresAt anyway); soft-deleting them keeps the live set small while leaving the rows for
// audits. Team invites are left alone: an expired invite is refused when someone accepts it,
// and the team's invite list still shows it as expired.
//
// Idempotent by nature: a second run finds nothing live and expired, so it changes nothing.

export const cleanupExpiredTokens = defineJob({
  ...cleanupExpiredTokensContract,
  async handler(_payload, { logger }) {
    const now = new Date();
    const expired = { expiresAt: { lt: now } };
    // The soft-delete extension adds `isDeleted: false` to both filters.
    const refreshTokens = await db.refreshToken.updateMany({ where: expired, data: { isDeleted: true } });
    const passwordResetTokens = await db.passwordResetToken.updateMany({ where: expired, data: { isDeleted: true } });
    logger.info("Expired tokens soft-deleted", {
      refreshTokens: refreshTokens.count,
      passwordResetTokens: passwordResetTokens.count,
    });
  },
});
