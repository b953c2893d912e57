import { escapeHtml } from "@/lib/html/escape-html";
import type { Locale } from "@/lib/i18n/locales";

// The frame of Sendwell's own mail to people (docs/contract.md section 21): the team's branding
// (its name or logo, its colour on the button) around a heading, paragraphs and one action.

export type MailBrand = { name: string; logoUrl: string | null; color: string | null };

const DEFAULT_COLOR = "#2563eb";

export function systemMailHtml({
  locale,
  brand,
  heading,
  paragraphs,
  action,
  notes,
}: {
  locale: Locale;
  brand: MailBrand;
  heading: string;
  /** HTML, already escaped. */
  paragraphs: string[];
  action: { label: string; url: string };
  /** HTML, already escaped: small print under the button. */
  notes: string[];
}): string {
  const color = brand.color ?? DEFAULT_COLOR;
  const masthead = brand.logoUrl
    ? `<img src="${escapeHtml(brand.logoUrl)}" alt="${escapeHtml(brand.name)}" height="32" style="display:block;height:32px;max-width:200px;margin:0 0 24px">`
    : `<p style="margin:0 0 24px;font-size:15px;font-weight:600;color:${color}">${escapeHtml(brand.name)}</p>`;
  return `<!doctype html>
<html lang="${locale}"><body style="margin:0;padding:24px;background:#f6f7f9;font-family:-apple-system,Segoe UI,Roboto,Helvetica,Arial,sans-serif;color:#1f2328">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0"><tr><td align="center">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="max-width:520px;background:#ffffff;border-radius:8px;padding:32px">
<tr><td>
${masthead}
<h1 style="margin:0 0 16px;font-size:20px">${escapeHtml(heading)}</h1>
${paragraphs.map((paragraph) => `<p style="margin:0 0 16px;line-height:1.5">${paragraph}</p>`).join("\n")}
<p style="margin:8px 0 24px"><a href="${escapeHtml(action.url)}" style="display:inline-block;background:${color};color:#ffffff;text-decoration:none;padding:12px 20px;border-radius:6px;font-weight:600">${escapeHtml(action.label)}</a></p>
${notes.map((note) => `<p style="margin:0 0 12px;line-height:1.5;font-size:14px;color:#57606a">${note}</p>`).join("\n")}
</td></tr></table>
</td></tr></table>
</body></html>`;
}
