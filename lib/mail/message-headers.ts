import { randomBytes } from "node:crypto";
import { env } from "@/lib/env";
import { unsubscribeUrl, type UnsubscribeTarget } from "@/lib/mail/unsubscribe-token";

// Headers every Sendwell message carries (docs/contract.md sections 7 and 12).

let appHost: { url: string; hostname: string } | null = null;

/** The app's host name, parsed once rather than for every message. */
function appHostname(): string {
  if (appHost?.url !== env.APP_URL) appHost = { url: env.APP_URL, hostname: new URL(env.APP_URL).hostname };
  return appHost.hostname;
}

/**
 * The host of the List-Unsubscribe mailto address: INBOUND_DOMAIN, else the app's host. Mail to
 * it is read by the team's IMAP intake (docs/contract.md section 21).
 */
export function unsubscribeMailHost(): string {
  return (env.INBOUND_DOMAIN ?? appHostname()).toLowerCase();
}

/** The domain part of an address ("News <news@acme.com>" -> "acme.com"). */
function addressDomain(address: string): string | null {
  const match = /@([^\s>@]+)>?\s*$/.exec(address);
  return match ? match[1].toLowerCase() : null;
}

/**
 * A globally unique Message-ID on the sender's domain (falling back to the app's host), so
 * replies and bounces can be matched to the Email row that carries it.
 */
export function newMessageId(fromAddress: string): string {
  const domain = addressDomain(fromAddress) ?? appHostname();
  return `<${Date.now().toString(36)}.${randomBytes(12).toString("base64url")}@${domain}>`;
}

/**
 * RFC 2369 + RFC 8058 headers of marketing mail: the signed https unsubscribe URL (one-click by
 * POST, RFC 8058) and a mailto for clients that only do mail, `unsubscribe+<token>@<host>`
 * (unsubscribeMailHost), with the token in the subject too for relays that drop a `+` tag. `url` is
 * `unsubscribeUrl(target)` when the caller already made it for the body's link: the token is then
 * signed once per message, and the mailto carries the same token (the URL's last path segment).
 */
export function listUnsubscribeHeaders(
  target: UnsubscribeTarget,
  url: string = unsubscribeUrl(target),
): Record<string, string> {
  // The path's last segment: a topic campaign's link carries `?topic=` after it.
  const path = url.split("?")[0];
  const token = path.slice(path.lastIndexOf("/") + 1);
  const mailto = `mailto:unsubscribe+${token}@${unsubscribeMailHost()}?subject=${encodeURIComponent(`unsubscribe ${token}`)}`;
  return {
    "List-Unsubscribe": `<${url}>, <${mailto}>`,
    "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
  };
}
