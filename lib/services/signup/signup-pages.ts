import type { ApiError } from "@/lib/api/errors";
import { escapeHtml, publicPageResponse } from "./public-page";
import type { SubscribeStatus } from "./subscribe-body";

// Pages of the public signup: after a form post without `redirect`, and of the confirmation link.

export function signupThankYouPage({ status, brand, headers }: { status: SubscribeStatus; brand: string | null; headers?: HeadersInit }) {
  const pending = status === "pending_confirmation";
  return publicPageResponse({
    title: pending ? "Check your inbox" : "Thanks for subscribing",
    brand,
    headers,
    frameable: true,
    body: pending
      ? "<p>We've sent you an email with a link to confirm your subscription. You're subscribed once you click it.</p>"
      : "<p>You're on the list. You can unsubscribe at any time from the link at the bottom of every email.</p>",
  });
}

export function subscriptionConfirmedPage({ brand, listName }: { brand: string | null; listName: string }) {
  return publicPageResponse({
    title: "You're subscribed",
    brand,
    body: `<p>Thanks for confirming. You'll now receive <strong>${escapeHtml(listName)}</strong>.</p>`,
  });
}

export function invalidConfirmationPage() {
  return publicPageResponse({
    title: "This link is not valid",
    status: 404,
    body: "<p>It may have expired or been copied incompletely. Sign up again through the form to get a new confirmation email.</p>",
  });
}

/** A refused form post, for a person in a browser: what was wrong, field by field. */
export function signupErrorPage(error: ApiError) {
  const fields = Object.entries(error.details ?? {}).map(([field, message]) => `<li>${escapeHtml(field)}: ${escapeHtml(String(message))}</li>`);
  return publicPageResponse({
    title: "We couldn't sign you up",
    status: error.status,
    frameable: true,
    body:
      `<p>${escapeHtml(error.message)}.</p>` +
      (fields.length ? `<ul style="text-align:left;display:inline-block">${fields.join("")}</ul>` : "") +
      "<p>Please go back and try again.</p>",
  });
}
