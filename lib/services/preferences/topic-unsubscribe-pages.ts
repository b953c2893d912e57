import type { PublicTranslator } from "@/lib/i18n/public-translator";
import { escapeHtml, maskEmail, publicPageResponse } from "@/lib/services/signup/public-page";

// The pages of `/u/<token>?topic=<id>`, the unsubscribe link of a topic campaign (docs/contract.md
// section 21): "this topic" posts `List-Unsubscribe=One-Click` like a mail client's RFC 8058 POST
// (which leaves the topic only); "everything" adds `scope=everything`. Both post to the same URL.

const STYLE =
  ".choices{display:flex;flex-direction:column;gap:10px;align-items:stretch;margin:0 0 8px}button.secondary{background:#fff;color:#111827;border:1px solid #d1d5db}button.secondary:hover{background:#f3f4f6}a{color:#1d4ed8}";

export function topicUnsubscribeFormPage({
  brand,
  email,
  topic,
  t,
}: {
  brand: string | null;
  email: string;
  topic: string;
  t: PublicTranslator;
}) {
  const team = brand ?? "";
  return publicPageResponse({
    title: t.text("unsubscribeTitle"),
    brand,
    lang: t.locale,
    style: STYLE,
    body:
      `<p>${t.html("topicUnsubscribe.question", { topic, email: maskEmail(email) })}</p>` +
      `<div class="choices">` +
      `<form method="post"><input type="hidden" name="List-Unsubscribe" value="One-Click"><button type="submit">${escapeHtml(t.text("topicUnsubscribe.topicButton", { topic }))}</button></form>` +
      `<form method="post"><input type="hidden" name="List-Unsubscribe" value="One-Click"><input type="hidden" name="scope" value="everything"><button type="submit" class="secondary">${escapeHtml(t.text("topicUnsubscribe.everythingButton", { brand: team }))}</button></form>` +
      `</div>`,
  });
}

export function topicUnsubscribedPage({
  brand,
  email,
  topic,
  preferencesUrl,
  t,
}: {
  brand: string | null;
  email: string;
  topic: string;
  preferencesUrl: string;
  t: PublicTranslator;
}) {
  return publicPageResponse({
    title: t.text("topicUnsubscribe.doneTitle", { topic }),
    brand,
    lang: t.locale,
    style: STYLE,
    body:
      `<p>${t.html("topicUnsubscribe.doneBody", { topic, email: maskEmail(email), brand: brand ?? "" })}</p>` +
      `<p><a href="${escapeHtml(preferencesUrl)}">${escapeHtml(t.text("topicUnsubscribe.preferencesLink"))}</a></p>`,
  });
}
