import { db } from "@/lib/db";
import { env } from "@/lib/env";
import { escapeHtml } from "@/lib/html/escape-html";
import { logger } from "@/lib/logging/logger";
import { sendSystemEmail } from "@/lib/mail/system-mailer";
import { recordUserAudit } from "@/lib/services/audit/record-audit";
import { generateLoginLinkToken, LOGIN_LINK_TTL_MS } from "./login-link-token";

// A sign-in that the account's backoff cannot stop (docs/contract.md section 25): anyone can hold an
// account back by failing its password on purpose (sign-in-attempts.ts), so its owner can ask for
// a one-time link to the mailbox instead. The answer is the same whether or not the address has
// an account, and the mail leaves after the answer, so neither the answer nor its timing tells.

/** POST /auth/login-link: for an account, mails a link that signs in once within 15 minutes. */
export async function requestLoginLink(input: { email: string }, { ip }: { ip?: string | null } = {}): Promise<void> {
  const user = await db.user.findUnique({
    where: { email: input.email.trim().toLowerCase() },
    select: { id: true, email: true, firstName: true, teamId: true, team: { select: { isDeleted: true } } },
  });
  if (!user || user.team.isDeleted) return;

  const { token, tokenHash } = generateLoginLinkToken();
  await db.$transaction(async (tx) => {
    await tx.loginLink.create({
      data: { userId: user.id, tokenHash, expiresAt: new Date(Date.now() + LOGIN_LINK_TTL_MS), ip: ip ?? null },
    });
    await recordUserAudit(tx, user, "auth.login_link_requested", ip);
  });
  void sendSystemEmail(loginLinkEmail(user.email, user.firstName, token)).catch((error: unknown) => {
    logger.error({ err: error, userId: user.id }, "Sign-in link email could not be sent");
  });
}

function loginLinkEmail(to: string, firstName: string | null, token: string) {
  const link = `${env.APP_URL}/sign-in/link?token=${encodeURIComponent(token)}`;
  const greeting = firstName ? `Hi ${firstName},` : "Hi,";
  const text = [
    greeting,
    "",
    "Someone (hopefully you) asked for a link to sign in to your Sendwell account. Sign in here:",
    "",
    link,
    "",
    "The link works once and expires in 15 minutes. It signs you in even while sign-in is paused after failed attempts; your authenticator code is still asked for when two-factor sign-in is on.",
    "If you did not ask for this, ignore this email, and consider changing your password.",
    "",
    "— Sendwell",
  ].join("\n");
  const html = `<!doctype html>
<html><body style="margin:0;padding:24px;background:#f6f7f9;font-family:-apple-system,Segoe UI,Roboto,Helvetica,Arial,sans-serif;color:#1f2328">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0"><tr><td align="center">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="max-width:520px;background:#ffffff;border-radius:8px;padding:32px">
<tr><td>
<h1 style="margin:0 0 16px;font-size:20px">Sign in to Sendwell</h1>
<p style="margin:0 0 16px;line-height:1.5">${escapeHtml(greeting)}</p>
<p style="margin:0 0 24px;line-height:1.5">Someone (hopefully you) asked for a link to sign in to your Sendwell account.</p>
<p style="margin:0 0 24px"><a href="${escapeHtml(link)}" style="display:inline-block;background:#2563eb;color:#ffffff;text-decoration:none;padding:12px 20px;border-radius:6px;font-weight:600">Sign in</a></p>
<p style="margin:0 0 16px;line-height:1.5;font-size:14px">The link works once and expires in 15 minutes. If the button does not work, paste this address into your browser:<br><a href="${escapeHtml(link)}" style="color:#2563eb;word-break:break-all">${escapeHtml(link)}</a></p>
<p style="margin:0;line-height:1.5;font-size:14px;color:#57606a">If you did not ask for this, ignore this email, and consider changing your password.</p>
</td></tr></table>
</td></tr></table>
</body></html>`;
  return { to, subject: "Your Sendwell sign-in link", html, text };
}
