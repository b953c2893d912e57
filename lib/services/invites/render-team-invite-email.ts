import { db } from "@/lib/db";
import { renderTemplate } from "@/lib/mail/render";
import { getPublishedTemplateContent } from "@/lib/services/templates/get-published-template-content";
import { escapeHtml } from "@/lib/html/escape-html";
import { personName } from "./person-name";
import { inviteLink, renderInviteEmail, type InviteToMail } from "./render-invite-email";

/** The Liquid variables an invite template can use (README: "Invite and welcome emails"). */
function inviteTemplateContext(invite: InviteToMail) {
  return {
    name: invite.name,
    email: invite.email,
    role: invite.role === "ADMIN" ? "admin" : "member",
    inviteUrl: inviteLink(invite.code),
    inviteCode: invite.code,
    expiresAt: invite.expiresAt.toISOString(),
    inviter: { name: personName(invite.inviter), email: invite.inviter.email },
    inviterName: personName(invite.inviter),
    team: { name: invite.team.name },
  };
}

/**
 * The invite email as the team wrote and published it (Settings -> Defaults -> Invite email), else the built-in
 * one. A template that lost the link gets it appended: an invite nobody can accept is no invite.
 * A template that fails to render falls back to the built-in email rather than not inviting.
 */
export async function renderTeamInviteEmail(invite: InviteToMail) {
  const settings = await db.teamSettings.findFirst({
    where: { teamId: invite.teamId },
    select: { inviteTemplateId: true },
  });
  if (!settings?.inviteTemplateId) return renderInviteEmail(invite);
  try {
    // Like POST /email: the published version inside its layout, so a half-finished edit of the
    // invite template reaches no one (docs/contract.md section 23).
    const { subject, html } = await getPublishedTemplateContent({
      teamId: invite.teamId,
      id: settings.inviteTemplateId,
    });
    const context = inviteTemplateContext(invite);
    const rendered = renderTemplate({ subject, html, context });
    if (rendered.html.includes(context.inviteUrl))
      return { subject: rendered.subject, html: rendered.html, text: rendered.text };
    const link = escapeHtml(context.inviteUrl);
    const footer = `<p><a href="${link}">Accept the invite</a>: ${link}</p>`;
    const withLink = rendered.html.includes("</body>")
      ? rendered.html.replace("</body>", `${footer}</body>`)
      : rendered.html + footer;
    return {
      subject: rendered.subject,
      html: withLink,
      text: `${rendered.text}\n\nAccept the invite: ${context.inviteUrl}`,
    };
  } catch (error) {
    console.error(
      `Invite ${invite.code.slice(0, 4)}…: the team's invite template could not be used; sending the built-in invite`,
      error,
    );
    return renderInviteEmail(invite);
  }
}
