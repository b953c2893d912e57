import { db } from "@/lib/db";
import { DEFAULT_LOCALE, isLocale, type Locale } from "@/lib/i18n/locales";
import { publicTranslator } from "@/lib/i18n/public-translator";
import { systemMailHtml, type MailBrand } from "@/lib/mail/render/system-mail-layout";
import { sendSystemEmail } from "@/lib/mail/system-mailer";
import { teamLocale } from "@/lib/services/settings/team-locale";
import { teamMailBrand } from "@/lib/services/settings/team-mail-brand";
import { confirmationUrl } from "./confirmation-token";
import { escapeHtml } from "./public-page";

/** `at`: when the signup was written, the moment the link stands for (a re-subscription's note, pending-consent.ts). */
type Confirmation = { contactId: string; email: string; listName: string; brand: string | null; at?: Date };

/**
 * The double opt-in mail: one link, what it is for, and that ignoring it is fine, in `locale`
 * (messages `public.confirmationEmail`), in the team's branding (its logo and colour). Teams have
 * no confirmation template of their own: the words are always Sendwell's.
 */
function renderConfirmationEmail(
  { contactId, email, listName, brand, at }: Confirmation,
  look: MailBrand,
  locale: Locale = DEFAULT_LOCALE,
) {
  const t = publicTranslator(locale);
  const link = confirmationUrl(contactId, at?.getTime());
  const values = { list: listName, sender: brand ?? listName, email };
  const subject = t.text("confirmationEmail.subject", { list: listName });
  const ignore = t.text("confirmationEmail.ignore");
  const text = [t.text("confirmationEmail.intro", values), "", link, "", ignore].join("\n");
  const html = systemMailHtml({
    locale,
    brand: look,
    heading: subject,
    paragraphs: [t.html("confirmationEmail.introHtml", values)],
    action: { label: t.text("confirmationEmail.button"), url: link },
    notes: [escapeHtml(ignore)],
  });
  return { to: email, subject, text, html };
}

/** The contact's own language, else the team's (Settings -> Defaults), as its public pages speak. */
async function confirmationLocale(contactId: string): Promise<Locale> {
  const contact = await db.contact.findUnique({ where: { id: contactId }, select: { language: true, teamId: true } });
  if (!contact) return DEFAULT_LOCALE;
  return isLocale(contact.language) ? contact.language : teamLocale(contact.teamId);
}

/** Sends it; a relay failure is logged, not thrown (the signup is stored, and can be redone). */
export async function sendConfirmationEmail(confirmation: Confirmation): Promise<void> {
  try {
    const contact = await db.contact.findUnique({ where: { id: confirmation.contactId }, select: { teamId: true } });
    const look = contact
      ? await teamMailBrand(contact.teamId, confirmation.brand ?? confirmation.listName)
      : { name: confirmation.brand ?? confirmation.listName, logoUrl: null, color: null };
    const locale = await confirmationLocale(confirmation.contactId);
    await sendSystemEmail(renderConfirmationEmail(confirmation, look, locale));
  } catch (error) {
    console.error("Signup confirmation email could not be sent", { contactId: confirmation.contactId, error });
  }
}
