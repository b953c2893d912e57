import { sendSystemEmail } from "@/lib/mail/system-mailer";
import { confirmationUrl } from "./confirmation-token";
import { escapeHtml } from "./public-page";

type Confirmation = { contactId: string; email: string; listName: string; brand: string | null };

/** The double opt-in mail: one link, what it is for, and that ignoring it is fine. */
export function renderConfirmationEmail({ contactId, email, listName, brand }: Confirmation) {
  const link = confirmationUrl(contactId);
  const sender = brand ?? listName;
  const subject = `Confirm your subscription to ${listName}`;
  const text = [
    `Please confirm that you want to receive "${listName}" from ${sender} at ${email}:`,
    "",
    link,
    "",
    "If you did not sign up, ignore this email: you will not be subscribed.",
  ].join("\n");
  const html = `<!doctype html>
<html><body style="font-family: -apple-system, Segoe UI, Helvetica, Arial, sans-serif; color: #111827; line-height: 1.5;">
<p>Please confirm that you want to receive <strong>${escapeHtml(listName)}</strong> from ${escapeHtml(sender)} at ${escapeHtml(email)}.</p>
<p><a href="${escapeHtml(link)}" style="display: inline-block; background: #111827; color: #ffffff; padding: 10px 20px; border-radius: 8px; text-decoration: none; font-weight: 600;">Confirm subscription</a></p>
<p style="color: #6b7280; font-size: 13px;">If you did not sign up, ignore this email: you will not be subscribed.</p>
</body></html>`;
  return { to: email, subject, text, html };
}

/** Sends it; a relay failure is logged, not thrown (the signup is stored, and can be redone). */
export async function sendConfirmationEmail(confirmation: Confirmation): Promise<void> {
  try {
    await sendSystemEmail(renderConfirmationEmail(confirmation));
  } catch (error) {
    console.error("Signup confirmation email could not be sent", { contactId: confirmation.contactId, error });
  }
}
