import { env } from "@/lib/env";
import { escapeHtml } from "@/lib/html/escape-html";
import type { Locale } from "@/lib/i18n/locales";
import { systemMailTranslator } from "@/lib/i18n/public-translator";
import { systemMailHtml } from "@/lib/mail/render/system-mail-layout";
import { teamLocale } from "@/lib/services/settings/team-locale";
import { teamMailBrand } from "@/lib/services/settings/team-mail-brand";
import { personName } from "./person-name";

// The built-in invite email, which render-team-invite-email.ts falls back to when the team has no
// invite template of its own: in the team's language (the invitee has no profile yet) with the
// team's branding (docs/contract.md section 21).

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

const expiryFormat = (locale: Locale) =>
  new Intl.DateTimeFormat(locale === "en" ? "en-US" : locale, {
    dateStyle: "long",
    timeStyle: "short",
    timeZone: "UTC",
  });

export function inviteLink(code: string): string {
  return `${env.APP_URL}/invite?code=${encodeURIComponent(code)}`;
}

/** The invite email: who invites whom to which team, as what, the link and when it stops working. */
export async function renderInviteEmail(invite: InviteToMail) {
  const [locale, brand] = await Promise.all([teamLocale(invite.teamId), teamMailBrand(invite.teamId)]);
  const t = systemMailTranslator(locale);
  const inviterName = personName(invite.inviter);
  const link = inviteLink(invite.code);
  const values = {
    inviter: inviterName,
    email: invite.inviter.email,
    team: invite.team.name,
    product: brand.name,
    role: t(invite.role === "ADMIN" ? "invite.roleAdmin" : "invite.roleMember"),
  };
  const intro = t("invite.intro", values);
  const expiry = t("invite.expiry", { date: `${expiryFormat(locale).format(invite.expiresAt)} UTC` });
  const ignore = t("invite.ignore");
  const code = t("invite.code", { code: invite.code });
  const text = [
    t("invite.greeting", { name: invite.name }),
    "",
    intro,
    "",
    `${t("invite.button")}: ${link}`,
    code,
    "",
    expiry,
    ignore,
  ].join("\n");
  const html = systemMailHtml({
    locale,
    brand,
    heading: t("invite.heading", { team: invite.team.name }),
    paragraphs: [escapeHtml(t("invite.greeting", { name: invite.name })), escapeHtml(intro)],
    action: { label: t("invite.button"), url: link },
    notes: [
      `${escapeHtml(t("invite.fallback"))} <a href="${escapeHtml(link)}">${escapeHtml(link)}</a><br>${escapeHtml(code)}`,
      `${escapeHtml(expiry)} ${escapeHtml(ignore)}`,
    ],
  });
  return { subject: t("invite.subject", values), html, text };
}
