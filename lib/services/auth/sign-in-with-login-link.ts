import { ApiError } from "@/lib/api/errors";
import { db } from "@/lib/db";
import { recordUserAudit } from "@/lib/services/audit/record-audit";
import { invalidCode, spendSecondFactor } from "@/lib/services/two-factor/check-second-factor";
import { createMfaToken } from "@/lib/services/two-factor/mfa-token";
import { hashLoginLinkToken } from "./login-link-token";
import type { SessionMeta } from "./session-meta";
import { completeSignIn, recordFailedSignIn } from "./sign-in-attempts";

const invalidLink = () => new ApiError(401, "unauthorized", "INVALID_TOKEN", "Invalid or expired sign-in link");

/** The live link of `token` with its user, or null (unknown, used, expired, user or team gone). */
async function liveLink(token: string) {
  const link = await db.loginLink.findFirst({
    where: { tokenHash: hashLoginLinkToken(token), usedAt: null, expiresAt: { gt: new Date() } },
  });
  if (!link) return null;
  const user = await db.user.findFirst({ where: { id: link.userId }, include: { team: true } });
  return user && !user.team.isDeleted ? { link, user } : null;
}

/**
 * Whether the link's user will be asked for a second factor; null for a link that does not work.
 * Spends nothing: the dashboard asks for the code before it signs in with the link.
 */
export async function loginLinkNeedsSecondFactor(token: string): Promise<boolean | null> {
  const live = await liveLink(token);
  return live ? Boolean(live.user.totpEnabledAt) : null;
}

/**
 * POST /auth/login-link/verify: spends the link (once) and signs in despite the account's sign-in
 * backoff, which ends. A user with two-factor sign-in gives the code along (`code`: checked before
 * the link is spent, so a wrong one leaves the link usable), or gets `{ mfa_required, mfa_token }`
 * to finish at POST /auth/2fa/verify, also despite the backoff. Audited as auth.login_link_used.
 */
export async function signInWithLoginLink({ token, code }: { token: string; code?: string }, meta: SessionMeta) {
  const live = await liveLink(token);
  if (!live) throw invalidLink();
  const { link, user } = live;
  const withCode = Boolean(user.totpEnabledAt) && code !== undefined;
  const outcome = await db.$transaction(async (tx) => {
    const factor = withCode && code !== undefined ? await spendSecondFactor(tx, user, code) : null;
    if (withCode && !factor) return "wrong_code" as const;
    const taken = await tx.loginLink.updateMany({
      where: { id: link.id, usedAt: null, expiresAt: { gt: new Date() } },
      data: { usedAt: new Date() },
    });
    // Spent meanwhile by another request: the code spent above is given back with the rollback.
    if (taken.count !== 1) throw invalidLink();
    await recordUserAudit(tx, user, "auth.login_link_used", meta.ipAddress, {
      secondFactor: Boolean(user.totpEnabledAt),
    });
    return factor;
  });
  if (outcome === "wrong_code") {
    await recordFailedSignIn(user, { ip: meta.ipAddress, reason: "code" });
    throw invalidCode();
  }
  if (user.totpEnabledAt && !outcome)
    return {
      mfa_required: true as const,
      mfa_token: createMfaToken({ userId: user.id, tokenVersion: user.tokenVersion, pastBackoff: true }),
    };
  const method = outcome === "totp" ? "totp" : outcome === "recovery" ? "recovery_code" : "login_link";
  return completeSignIn(user, user.team, meta, method, true);
}
