import { randomBytes } from "node:crypto";
import { env } from "@/lib/env";
import { createUnsubscribeToken, type UnsubscribeTarget } from "@/lib/services/unsubscribe/unsubscribe-token";

// Headers every Sendwell message carries (API.md sections 7 and 12).

/** The domain part of an address ("News <news@acme.com>" -> "acme.com"). */
export function addressDomain(address: string): string | null {
  const match = /@([^\s>@]+)>?\s*$/.exec(address);
  return match ? match[1].toLowerCase() : null;
}

/**
 * A globally unique Message-ID on the sender's domain (falling back to the app's host), so
 * replies and bounces can be matched to the Email row that carries it.
 */
export function newMessageId(fromAddress: string): string {
  const domain = addressDomain(fromAddress) ?? new URL(env.APP_URL).hostname;
  return `<${Date.now().toString(36)}.${randomBytes(12).toString("base64url")}@${domain}>`;
}

/**
 * RFC 2369 + RFC 8058 headers of marketing mail: the signed https unsubscribe URL (one-click by
 * POST, RFC 8058) and a mailto on the app's host for clients that only do mail.
 */
export function listUnsubscribeHeaders(target: UnsubscribeTarget): Record<string, string> {
  const host = new URL(env.APP_URL).hostname;
  const token = createUnsubscribeToken(target);
  const mailto = `mailto:unsubscribe@${host}?subject=${encodeURIComponent(`unsubscribe ${token}`)}`;
  return {
    "List-Unsubscribe": `<${env.APP_URL}/api/v1/u/${token}>, <${mailto}>`,
    "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
  };
}

/** True when a header value would let a caller inject further headers (CR or LF). */
export function hasLineBreak(value: string): boolean {
  return /[\r\n]/.test(value);
}
