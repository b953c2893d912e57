import { ApiError } from "@/lib/api/errors";
import { db } from "@/lib/db";
import { recordAudit, userActor } from "@/lib/services/audit/record-audit";
import { createMfaToken } from "@/lib/services/two-factor/mfa-token";
import { hashLoginLinkToken } from "./login-link-token";
import type { SessionMeta } from "./session-meta";
import { completeSignIn } from "./sign-in-attempts";

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
 * backoff, which ends. A user with two-factor sign-in gets `{ mfa_required, mfa_token }` instead,
 * finished at POST /auth/2fa/verify, also despite the backoff. Audited as auth.login_link_used.
 */
export async function signInWithLoginLink({ token }: { token: string }, meta: SessionMeta) {
  const live = await liveLink(token);
  if (!live) throw invalidLink();
  const { link, user } = live;
  const spent = await db.$transaction(async (tx) => {
    const taken = await tx.loginLink.updateMany({
      where: { id: link.id, usedAt: null, expiresAt: { gt: new Date() } },
      data: { usedAt: new Date() },
    });
    if (taken.count !== 1) return false;
    await recordAudit(tx, {
      teamId: user.teamId,
      action: "auth.login_link_used",
      ...userActor(user.id, meta.ipAddress),
      targetType: "user",
      targetId: user.id,
      details: { secondFactor: Boolean(user.totpEnabledAt) },
    });
    return true;
  });
  if (!spent) throw invalidLink();
  if (user.totpEnabledAt)
    return {
      mfa_required: true as const,
      mfa_token: createMfaToken({ userId: user.id, tokenVersion: user.tokenVersion, pastBackoff: true }),
    };
  return completeSignIn(user, user.team, meta, "login_link");
}
