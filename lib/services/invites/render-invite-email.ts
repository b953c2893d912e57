import { env } from "@/lib/env";
import { escapeHtml } from "@/lib/html/escape-html";
import { personName } from "./person-name";

// The built-in invite email, which render-team-invite-email.ts falls back to when the team has no
// invite template of its own.

export type InviteToMail = {
  teamId: string;
  email: string;
  name: string;
  role: "ADMIN" | "MEMBER";
  code: string;
  expiresAt: Date;
  team: { name: string };
  inviter: { firstName: string | null; lastName: string | null; email: string };
};

const expiryFormat = new Intl.DateTimeFormat("en-US", { dateStyle: "long", timeStyle: "short", timeZone: "UTC" });

export function inviteLink(code: string): string {
  return `${env.APP_URL}/invite?code=${encodeURIComponent(code)}`;
}

/** The invite email: who invites whom to which team, as what, the link and when it stops working. */
export function renderInviteEmail(invite: InviteToMail) {
  const inviterName = personName(invite.inviter);
  const link = inviteLink(invite.code);
  const roleText = invite.role === "ADMIN" ? "an admin" : "a member";
  const expires = `${expiryFormat.format(invite.expiresAt)} UTC`;
  const subject = `${inviterName} invited you to ${invite.team.name} on Sendwell`;

  const text = [
    `Hi ${invite.name},`,
    "",
    `${inviterName} (${invite.inviter.email}) invited you to join ${invite.team.name} on Sendwell as ${roleText}.`,
    "",
    `Accept the invite: ${link}`,
    `Invite code: ${invite.code}`,
    "",
    `The invite can be used once and expires on ${expires}.`,
    "If you did not expect it, you can ignore this email.",
  ].join("\n");

  const html = `<!doctype html>
<html><body style="font-family: -apple-system, Segoe UI, Helvetica, Arial, sans-serif; color: #111827; line-height: 1.5;">
<p>Hi ${escapeHtml(invite.name)},</p>
<p><strong>${escapeHtml(inviterName)}</strong> (${escapeHtml(invite.inviter.email)}) invited you to join <strong>${escapeHtml(invite.team.name)}</strong> on Sendwell as ${roleText}.</p>
<p><a href="${escapeHtml(link)}" style="display: inline-block; padding: 10px 18px; background: #4f46e5; color: #ffffff; text-decoration: none; border-radius: 6px;">Accept the invite</a></p>
<p>Or paste this link into your browser: <a href="${escapeHtml(link)}">${escapeHtml(link)}</a><br>Invite code: <code>${escapeHtml(invite.code)}</code></p>
<p style="color: #6b7280; font-size: 13px;">The invite can be used once and expires on ${escapeHtml(expires)}. If you did not expect it, you can ignore this email.</p>
</body></html>`;

  return { subject, html, text };
}
