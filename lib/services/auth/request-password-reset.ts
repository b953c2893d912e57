import { db } from "@/lib/db";
import { env } from "@/lib/env";
import { sendSystemEmail } from "@/lib/mail/system-mailer";
import { generatePasswordResetToken, PASSWORD_RESET_TTL_MS } from "./password-reset-token";
import { escapeHtml } from "@/lib/html/escape-html";

/**
 * Starts a password reset. The caller always answers the same, whether or not the address has an
 * account (no enumeration); for an account, a one-hour single-use link is mailed.
 */
export async function requestPasswordReset(input: { email: string }): Promise<void> {
  const user = await db.user.findUnique({
    where: { email: input.email.trim().toLowerCase() },
    select: { id: true, email: true, firstName: true, team: { select: { isDeleted: true } } },
  });
  if (!user || user.team.isDeleted) return;

  const { token, tokenHash } = generatePasswordResetToken();
  await db.passwordResetToken.create({
    data: { userId: user.id, tokenHash, expiresAt: new Date(Date.now() + PASSWORD_RESET_TTL_MS) },
  });

  // Sent after the token row is committed, and not awaited: an SMTP round trip only for real
  // accounts would make the response time reveal which addresses are registered, and a relay
  // failure must not turn into an error that does the same. Failures are logged for operators.
  void sendSystemEmail(passwordResetEmail(user.email, user.firstName, token)).catch((error: unknown) => {
    console.error("Password reset email could not be sent", { userId: user.id, error });
  });
}

function passwordResetEmail(to: string, firstName: string | null, token: string) {
  const link = `${env.APP_URL}/reset-password?token=${encodeURIComponent(token)}`;
  const greeting = firstName ? `Hi ${firstName},` : "Hi,";
  const text = [
    greeting,
    "",
    "Someone (hopefully you) asked to reset the password of your Sendwell account. Choose a new password here:",
    "",
    link,
    "",
    "The link works once and expires in 1 hour.",
    "If you did not ask for this, ignore this email: your password stays as it is.",
    "",
    "— Sendwell",
  ].join("\n");
  const html = `<!doctype html>
<html><body style="margin:0;padding:24px;background:#f6f7f9;font-family:-apple-system,Segoe UI,Roboto,Helvetica,Arial,sans-serif;color:#1f2328">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0"><tr><td align="center">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="max-width:520px;background:#ffffff;border-radius:8px;padding:32px">
<tr><td>
<h1 style="margin:0 0 16px;font-size:20px">Reset your password</h1>
<p style="margin:0 0 16px;line-height:1.5">${escapeHtml(greeting)}</p>
<p style="margin:0 0 24px;line-height:1.5">Someone (hopefully you) asked to reset the password of your Sendwell account.</p>
<p style="margin:0 0 24px"><a href="${escapeHtml(link)}" style="display:inline-block;background:#2563eb;color:#ffffff;text-decoration:none;padding:12px 20px;border-radius:6px;font-weight:600">Choose a new password</a></p>
<p style="margin:0 0 16px;line-height:1.5;font-size:14px">The link works once and expires in 1 hour. If the button does not work, paste this address into your browser:<br><a href="${escapeHtml(link)}" style="color:#2563eb;word-break:break-all">${escapeHtml(link)}</a></p>
<p style="margin:0;line-height:1.5;font-size:14px;color:#57606a">If you did not ask for this, ignore this email: your password stays as it is.</p>
</td></tr></table>
</td></tr></table>
</body></html>`;
  return { to, subject: "Reset your Sendwell password", html, text };
}
