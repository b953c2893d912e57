// The frame every starter template shares: a centred 600px table layout that mail clients render
// alike (no flexbox, no grid), CSS in one <style> block that the renderer inlines, a media query
// that makes it full width on phones, a hidden preheader, and a footer with the unsubscribe link.
// The footer words come in the reader's language (LAYOUT_TEXTS); the markup is the same in all.

import type { Locale } from "@/lib/i18n/locales";

/** The frame's own words, per language. */
type LayoutTexts = {
  /** The `lang` attribute of <html>. */
  lang: string;
  /** Why the contact gets the email; keeps `{{ team.name | default: "..." }}`. */
  footerReason: string;
  unsubscribe: string;
};

const LAYOUT_TEXTS: Record<Locale, LayoutTexts> = {
  en: {
    lang: "en",
    footerReason:
      'You are receiving this email because you subscribed to updates from {{ team.name | default: "us" }}.',
    unsubscribe: "Unsubscribe",
  },
  de: {
    lang: "de",
    footerReason:
      'Sie erhalten diese E-Mail, weil Sie Neuigkeiten von {{ team.name | default: "uns" }} abonniert haben.',
    unsubscribe: "Abmelden",
  },
  fr: {
    lang: "fr",
    footerReason:
      'Vous recevez cet e-mail parce que vous êtes abonné(e) aux actualités de {{ team.name | default: "notre équipe" }}.',
    unsubscribe: "Se désabonner",
  },
  es: {
    lang: "es",
    footerReason:
      'Recibe este correo porque se suscribió a las novedades de {{ team.name | default: "nuestro equipo" }}.',
    unsubscribe: "Darse de baja",
  },
};

export type LayoutOptions = {
  title: string;
  preheader: string;
  /** Accent colour of buttons and links. */
  accent: string;
  /** Rows of the content table (`<tr>...</tr>`). */
  body: string;
  /** Background outside the card. */
  canvas?: string;
  /** Footer words and `lang`; English when left out. */
  texts?: LayoutTexts;
};

function emailLayout({
  title,
  preheader,
  accent,
  body,
  canvas = "#f3f4f6",
  texts = LAYOUT_TEXTS.en,
}: LayoutOptions): string {
  return `<!DOCTYPE html>
<html lang="${texts.lang}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="x-apple-disable-message-reformatting">
<title>${title}</title>
<style>
  body { margin: 0; padding: 0; background-color: ${canvas}; }
  .canvas { width: 100%; background-color: ${canvas}; }
  .container { width: 600px; max-width: 600px; }
  .card { background-color: #ffffff; border-radius: 8px; }
  .content { padding: 32px 40px; font-family: -apple-system, "Segoe UI", Roboto, Helvetica, Arial, sans-serif; font-size: 16px; line-height: 1.6; color: #1f2937; }
  .content p { margin: 0 0 16px 0; }
  .content a { color: ${accent}; }
  h1 { margin: 0 0 16px 0; font-family: -apple-system, "Segoe UI", Roboto, Helvetica, Arial, sans-serif; font-size: 28px; line-height: 1.25; color: #111827; }
  h2 { margin: 0 0 8px 0; font-family: -apple-system, "Segoe UI", Roboto, Helvetica, Arial, sans-serif; font-size: 20px; line-height: 1.3; color: #111827; }
  .muted { color: #6b7280; font-size: 14px; }
  /* a.button outranks ".content a" (same specificity, later rule), so the label stays white. */
  .button-cell { border-radius: 6px; background-color: ${accent}; }
  a.button { display: inline-block; padding: 12px 24px; font-family: -apple-system, "Segoe UI", Roboto, Helvetica, Arial, sans-serif; font-size: 16px; font-weight: bold; color: #ffffff; text-decoration: none; border-radius: 6px; }
  .divider { border-top: 1px solid #e5e7eb; font-size: 0; line-height: 0; }
  .footer { padding: 24px 40px; font-family: -apple-system, "Segoe UI", Roboto, Helvetica, Arial, sans-serif; font-size: 12px; line-height: 1.5; color: #6b7280; text-align: center; }
  .footer a { color: #6b7280; text-decoration: underline; }
  .preheader { display: none; max-height: 0; overflow: hidden; opacity: 0; color: transparent; }
  @media only screen and (max-width: 620px) {
    .container { width: 100% !important; }
    .content { padding: 24px 20px !important; }
    .footer { padding: 20px !important; }
    h1 { font-size: 24px !important; }
    .stack { display: block !important; width: 100% !important; }
  }
</style>
</head>
<body>
<div class="preheader">${preheader}</div>
<table role="presentation" class="canvas" width="100%" cellpadding="0" cellspacing="0" border="0">
  <tr>
    <td align="center" style="padding: 24px 12px;">
      <table role="presentation" class="container" width="600" cellpadding="0" cellspacing="0" border="0">
${body}
        <tr>
          <td class="footer">
            <p style="margin: 0 0 8px 0;">${texts.footerReason}</p>
            <p style="margin: 0;"><a href="{{ unsubscribeUrl }}">${texts.unsubscribe}</a></p>
          </td>
        </tr>
      </table>
    </td>
  </tr>
</table>
</body>
</html>
`;
}

/** A bulletproof button: the table cell carries the colour, so it shows even where padding on links does not. */
export function button(label: string, href: string): string {
  return `<table role="presentation" cellpadding="0" cellspacing="0" border="0">
                  <tr><td class="button-cell" align="center"><a class="button" href="${href}">${label}</a></td></tr>
                </table>`;
}

/** The words every starter has: its name and description in the dialog, subject, title, preheader. */
export type StarterBasics = { name: string; description: string; subject: string; title: string; preheader: string };

/** A starter in one language: its basics, and the layout around its rows in that language. */
export function starterIn(
  locale: Locale,
  id: string,
  basics: StarterBasics,
  layout: Pick<LayoutOptions, "accent" | "canvas" | "body">,
) {
  const { name, description, subject, title, preheader } = basics;
  return {
    id,
    name,
    description,
    subject,
    html: emailLayout({ title, preheader, texts: LAYOUT_TEXTS[locale], ...layout }),
  };
}
