import { db } from "@/lib/db";
import { env } from "@/lib/env";
import { sendSystemEmail } from "@/lib/mail/system-mailer";
import { generatePasswordResetToken, PASSWORD_RESET_TTL_MS } from "./password-reset-token";
import { escapeHtml } from "@/lib/html/escape-html";
import { isLocale } from "@/lib/i18n/locales";
import { systemMailTranslator } from "@/lib/i18n/public-translator";
import { systemMailHtml } from "@/lib/mail/render/system-mail-layout";
import { teamLocale } from "@/lib/services/settings/team-locale";
import { teamMailBrand } from "@/lib/services/settings/team-mail-brand";

/**
 * Starts a password reset. The caller always answers the same, whether or not the address has an
 * account (no enumeration); for an account, a one-hour single-use link is mailed.
 */
export async function requestPasswordReset(input: { email: string }): Promise<void> {
  const user = await db.user.findUnique({
    where: { email: input.email.trim().toLowerCase() },
    select: {
      id: true,
      email: true,
      firstName: true,
      locale: true,
      teamId: true,
      team: { select: { isDeleted: true } },
    },
  });
  if (!user || user.team.isDeleted) return;

  const { token, tokenHash } = generatePasswordResetToken();
  await db.passwordResetToken.create({
    data: { userId: user.id, tokenHash, expiresAt: new Date(Date.now() + PASSWORD_RESET_TTL_MS) },
  });

  // Sent after the token row is committed, and not awaited: an SMTP round trip only for real
  // accounts would make the response time reveal which addresses are registered, and a relay
  // failure must not turn into an error that does the same. Failures are logged for operators.
  void passwordResetEmail(user, token)
    .then(sendSystemEmail)
    .catch((error: unknown) => {
      console.error("Password reset email could not be sent", { userId: user.id, error });
    });
}

/** The reset mail in the user's language (profile, else the team's) with the team's branding. */
async function passwordResetEmail(
  user: { email: string; firstName: string | null; locale: string | null; teamId: string },
  token: string,
) {
  const [locale, brand] = await Promise.all([
    isLocale(user.locale) ? user.locale : teamLocale(user.teamId),
    teamMailBrand(user.teamId),
  ]);
  const t = systemMailTranslator(locale);
  const product = brand.name;
  const link = `${env.APP_URL}/reset-password?token=${encodeURIComponent(token)}`;
  const greeting = user.firstName
    ? t("passwordReset.greeting", { name: user.firstName })
    : t("passwordReset.greetingNoName");
  const intro = t("passwordReset.intro", { product });
  const expiry = t("passwordReset.expiry");
  const ignore = t("passwordReset.ignore");
  const text = [
    greeting,
    "",
    `${intro} ${t("passwordReset.choose")}`,
    "",
    link,
    "",
    expiry,
    ignore,
    "",
    `— ${product}`,
  ].join("\n");
  const html = systemMailHtml({
    locale,
    brand,
    heading: t("passwordReset.heading"),
    paragraphs: [escapeHtml(greeting), escapeHtml(intro)],
    action: { label: t("passwordReset.button"), url: link },
    notes: [
      `${escapeHtml(expiry)} ${escapeHtml(t("passwordReset.fallback"))}<br><a href="${escapeHtml(link)}" style="color:${brand.color ?? "#2563eb"};word-break:break-all">${escapeHtml(link)}</a>`,
      escapeHtml(ignore),
    ],
  });
  return { to: user.email, subject: t("passwordReset.subject", { product }), html, text };
}
