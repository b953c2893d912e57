import { db } from "@/lib/db";
import type { User } from "@/lib/generated/prisma/client";
import { recordUserAudit } from "@/lib/services/audit/record-audit";
import { toUserDto } from "@/lib/services/users/to-user-dto";
import { issueSession } from "./issue-session";
import type { SessionMeta } from "./session-meta";

// Per-account backoff (docs/contract.md section 18, credential stuffing): besides the per-IP limit, an
// account that keeps failing is held back whichever addresses the attempts come from. After
// FREE_FAILURES wrong passwords or codes in a row, each further failure blocks the account for
// twice as long (30 s, 1 min, 2 min ... 15 min at most). A blocked account answers exactly what a
// wrong password answers — to everyone, with the right password too — so the answer never tells
// whether an address has an account or is blocked.

const FREE_FAILURES = 5;
const FIRST_BLOCK_MS = 30_000;
const LONGEST_BLOCK_MS = 15 * 60_000;

export function blockFor(failures: number): number {
  if (failures < FREE_FAILURES) return 0;
  return Math.min(FIRST_BLOCK_MS * 2 ** (failures - FREE_FAILURES), LONGEST_BLOCK_MS);
}

export function isSignInBlocked(user: Pick<User, "loginBlockedUntil">, now = new Date()): boolean {
  return user.loginBlockedUntil !== null && user.loginBlockedUntil > now;
}

/** Counts a failed password or code, blocks the account when due, and audits it for the team. */
export async function recordFailedSignIn(
  user: Pick<User, "id" | "teamId">,
  { ip, reason }: { ip?: string | null; reason: "password" | "code" | "blocked" },
) {
  await db.$transaction(async (tx) => {
    const { failedLoginCount } = await tx.user.update({
      where: { id: user.id },
      data: { failedLoginCount: { increment: 1 } },
      select: { failedLoginCount: true },
    });
    const block = blockFor(failedLoginCount);
    if (block > 0)
      await tx.user.update({ where: { id: user.id }, data: { loginBlockedUntil: new Date(Date.now() + block) } });
    await recordUserAudit(tx, user, "auth.sign_in_failed", ip, { reason, failures: failedLoginCount });
  });
}

/** A successful sign-in: the failure streak ends, and a session is issued and audited. */
export async function completeSignIn<T>(
  user: Pick<User, "id" | "teamId">,
  team: T,
  meta: SessionMeta,
  method: "password" | "totp" | "recovery_code" | "google" | "login_link",
  /** Begun with a sign-in link (sign-in-with-login-link.ts): audited as such. */
  viaLoginLink = false,
) {
  const { session, signedIn } = await db.$transaction(async (tx) => {
    const signedIn = await tx.user.update({
      where: { id: user.id },
      data: { lastLoginAt: new Date(), failedLoginCount: 0, loginBlockedUntil: null },
    });
    await recordUserAudit(
      tx,
      user,
      "auth.signed_in",
      meta.ipAddress,
      viaLoginLink && method !== "login_link" ? { method, loginLink: true } : { method },
    );
    return { signedIn, session: await issueSession(signedIn, { ...meta, tx }) };
  });
  return { user: toUserDto(signedIn), team, ...session };
}
