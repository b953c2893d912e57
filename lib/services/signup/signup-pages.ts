import type { ApiError } from "@/lib/api/errors";
import { publicTranslator, type PublicTranslator } from "@/lib/i18n/public-translator";
import { escapeHtml, publicPageResponse } from "./public-page";
import type { SubscribeStatus } from "./subscribe-body";

// Pages of the public signup: after a form post without `redirect`, and of the confirmation link.
// In the team's language (Settings -> Defaults) when the team is known, else the browser's.

const english = publicTranslator();

export function signupThankYouPage({
  status,
  brand,
  headers,
  t = english,
}: {
  status: SubscribeStatus;
  brand: string | null;
  headers?: HeadersInit;
  t?: PublicTranslator;
}) {
  const pending = status === "pending_confirmation";
  return publicPageResponse({
    title: t.text(pending ? "pendingTitle" : "thanksTitle"),
    brand,
    headers,
    frameable: true,
    lang: t.locale,
    body: `<p>${escapeHtml(t.text(pending ? "pendingBody" : "thanksBody"))}</p>`,
  });
}

export function subscriptionConfirmedPage({
  brand,
  listName,
  t = english,
}: {
  brand: string | null;
  listName: string;
  t?: PublicTranslator;
}) {
  return publicPageResponse({
    title: t.text("confirmedTitle"),
    brand,
    lang: t.locale,
    body: `<p>${t.html("confirmedBody", { list: listName })}</p>`,
  });
}

export function invalidConfirmationPage(t: PublicTranslator = english) {
  return publicPageResponse({
    title: t.text("invalidConfirmationTitle"),
    status: 404,
    lang: t.locale,
    body: `<p>${escapeHtml(t.text("invalidConfirmationBody"))}</p>`,
  });
}

/** A refused form post, for a person in a browser: what was wrong, field by field. */
export function signupErrorPage(error: ApiError, t: PublicTranslator = english) {
  const fields = Object.entries(error.details ?? {}).map(
    ([field, message]) => `<li>${escapeHtml(field)}: ${escapeHtml(String(message))}</li>`,
  );
  return publicPageResponse({
    title: t.text("signupErrorTitle"),
    status: error.status,
    frameable: true,
    lang: t.locale,
    body:
      `<p>${escapeHtml(error.message)}.</p>` +
      (fields.length ? `<ul style="text-align:left;display:inline-block">${fields.join("")}</ul>` : "") +
      `<p>${escapeHtml(t.text("signupErrorRetry"))}</p>`,
  });
}
