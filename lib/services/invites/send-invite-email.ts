import { sendSystemEmail } from "@/lib/mail/system-mailer";
import type { InviteToMail } from "./render-invite-email";
import { renderTeamInviteEmail } from "./render-team-invite-email";

/** Mails the invite through the system mailer; throws when the relay refuses it. */
export async function sendInviteEmail(invite: InviteToMail): Promise<void> {
  await sendSystemEmail({ to: invite.email, ...(await renderTeamInviteEmail(invite)) });
}
