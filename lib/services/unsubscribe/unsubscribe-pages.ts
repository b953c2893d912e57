import { publicTranslator, type PublicTranslator } from "@/lib/i18n/public-translator";
import { escapeHtml, maskEmail, publicPageResponse } from "@/lib/services/signup/public-page";

// The pages of GET/POST /u/{token}. The form posts `List-Unsubscribe=One-Click` to the same URL,
// so the page and mail clients (RFC 8058) take the same path. In the team's language.

const english = publicTranslator();

export function unsubscribeFormPage({
  brand,
  email,
  t = english,
}: {
  brand: string | null;
  email: string;
  t?: PublicTranslator;
}) {
  const masked = maskEmail(email);
  return publicPageResponse({
    title: t.text("unsubscribeTitle"),
    brand,
    lang: t.locale,
    body:
      `<p>${brand ? t.html("unsubscribeQuestionBrand", { brand, email: masked }) : t.html("unsubscribeQuestion", { email: masked })}</p>` +
      `<form method="post"><input type="hidden" name="List-Unsubscribe" value="One-Click"><button type="submit">${escapeHtml(t.text("unsubscribeButton"))}</button></form>` +
      `<p class="muted">${escapeHtml(t.text("unsubscribeResubscribe"))}</p>`,
  });
}

export function unsubscribedPage({
  brand,
  email,
  already,
  t = english,
}: {
  brand: string | null;
  email: string;
  already: boolean;
  t?: PublicTranslator;
}) {
  const masked = maskEmail(email);
  return publicPageResponse({
    title: t.text(already ? "alreadyUnsubscribedTitle" : "unsubscribedTitle"),
    brand,
    lang: t.locale,
    body: `<p>${brand ? t.html("unsubscribedBodyBrand", { brand, email: masked }) : t.html("unsubscribedBody", { email: masked })}</p>`,
  });
}

export function invalidLinkPage(t: PublicTranslator = english) {
  return publicPageResponse({
    title: t.text("invalidLinkTitle"),
    status: 404,
    lang: t.locale,
    body: `<p>${escapeHtml(t.text("invalidLinkBody"))}</p>`,
  });
}
