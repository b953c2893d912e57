import { env } from "@/lib/env";
import { escapeHtml } from "@/lib/services/signup/public-page";
import { HONEYPOT_FIELD } from "@/lib/services/signup/subscribe-body";

/** Where a list's signup form posts (public, CORS open). */
function subscribeUrl(listId: string): string {
  return `${env.APP_URL}/api/v1/public/lists/${encodeURIComponent(listId)}/subscribe`;
}

/**
 * The HTML a team pastes into its site to collect signups for a list (shown in the list's
 * settings). A plain form post, so it works without script; the honeypot field is hidden from
 * people and from autofill, and left for bots to fill.
 */
export function signupFormSnippet({ listId, listName }: { listId: string; listName: string }): string {
  const id = `sendwell-signup-${listId.replace(/[^A-Za-z0-9_-]/g, "")}`;
  return `<form id="${id}" action="${escapeHtml(subscribeUrl(listId))}" method="post" accept-charset="UTF-8">
  <p><strong>Subscribe to ${escapeHtml(listName)}</strong></p>
  <p>
    <label for="${id}-email">Email</label><br>
    <input id="${id}-email" type="email" name="email" autocomplete="email" required>
  </p>
  <p>
    <label for="${id}-first-name">First name</label><br>
    <input id="${id}-first-name" type="text" name="firstName" autocomplete="given-name">
  </p>
  <div style="position:absolute;left:-10000px;width:1px;height:1px;overflow:hidden" aria-hidden="true">
    <label for="${id}-${HONEYPOT_FIELD}">Leave this field empty</label>
    <input id="${id}-${HONEYPOT_FIELD}" type="text" name="${HONEYPOT_FIELD}" tabindex="-1" autocomplete="off" value="">
  </div>
  <button type="submit">Subscribe</button>
</form>`;
}
