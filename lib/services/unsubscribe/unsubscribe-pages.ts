import { escapeHtml, maskEmail, publicPageResponse } from "@/lib/services/signup/public-page";

// The pages of GET/POST /u/{token}. The form posts `List-Unsubscribe=One-Click` to the same URL,
// so the page and mail clients (RFC 8058) take the same path.

export function unsubscribeFormPage({ brand, email }: { brand: string | null; email: string }) {
  return publicPageResponse({
    title: "Unsubscribe",
    brand,
    body:
      `<p>Stop receiving ${brand ? `emails from <strong>${escapeHtml(brand)}</strong>` : "these emails"} at ` +
      `<span class="address">${escapeHtml(maskEmail(email))}</span>?</p>` +
      `<form method="post"><input type="hidden" name="List-Unsubscribe" value="One-Click"><button type="submit">Unsubscribe</button></form>` +
      `<p class="muted">You can subscribe again at any time through the team's signup form.</p>`,
  });
}

export function unsubscribedPage({ brand, email, already }: { brand: string | null; email: string; already: boolean }) {
  return publicPageResponse({
    title: already ? "You're already unsubscribed" : "You've been unsubscribed",
    brand,
    body:
      `<p><span class="address">${escapeHtml(maskEmail(email))}</span> will not receive ` +
      `${brand ? `marketing emails from <strong>${escapeHtml(brand)}</strong>` : "these marketing emails"} any more.</p>`,
  });
}

export function invalidLinkPage() {
  return publicPageResponse({
    title: "This link is not valid",
    status: 404,
    body: "<p>The link may have been copied incompletely. Please use the link from the latest email you received.</p>",
  });
}
