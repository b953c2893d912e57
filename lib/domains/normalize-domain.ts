import { parse } from "tldts";

// A sending domain as people type it, made canonical (docs/contract.md section 13): trimmed, lower-case,
// without the trailing dot of a fully qualified name, and an internationalised name in its
// punycode (ASCII) form, the form DNS and DKIM's d= tag use. Pure, so forms in the browser use it too.

const LABEL = /^(?!-)[a-z0-9-]{1,63}(?<!-)$/;
const IPV6_LIKE = /^\[?[0-9a-f:.]*:[0-9a-f:.]*\]?$/i;
/** Characters a URL parser would read as something other than a host name. */
const NOT_IN_A_NAME = /[\s/\\:@?#[\]%]/;

const DOMAIN_MAX_LENGTH = 253;

export type DomainCheck = { ok: true; domain: string } | { ok: false; message: string };

const refuse = (message: string): DomainCheck => ({ ok: false, message });

export const DOMAIN_MESSAGES = {
  required: "is required",
  tooLong: `must be at most ${DOMAIN_MAX_LENGTH} characters`,
  invalid: "must be a domain name such as example.com",
  ip: "must be a domain name, not an IP address",
  publicSuffix: "is a public suffix: use a domain registered under it, such as example.com or example.co.uk",
} as const;

function toAscii(name: string): string | null {
  if (NOT_IN_A_NAME.test(name)) return null;
  try {
    // The WHATWG URL parser applies UTS #46 (IDNA) mapping: "Bücher.de" -> "xn--bcher-kva.de".
    return new URL(`http://${name}`).hostname;
  } catch {
    return null;
  }
}

export function normalizeDomain(input: string): DomainCheck {
  const trimmed = input.trim().replace(/\.$/, "");
  if (!trimmed) return refuse(DOMAIN_MESSAGES.required);
  if (IPV6_LIKE.test(trimmed)) return refuse(DOMAIN_MESSAGES.ip);
  const ascii = toAscii(trimmed);
  if (ascii === null) return refuse(DOMAIN_MESSAGES.invalid);
  if (ascii.length > DOMAIN_MAX_LENGTH) return refuse(DOMAIN_MESSAGES.tooLong);
  const parsed = parse(ascii, { allowPrivateDomains: false });
  if (parsed.isIp) return refuse(DOMAIN_MESSAGES.ip);
  // A name that is itself a public suffix (com, co.uk; github.io is a private suffix and allowed)
  // has no registrable domain: nobody can prove they own it.
  if (parsed.isIcann && parsed.publicSuffix === ascii) return refuse(DOMAIN_MESSAGES.publicSuffix);
  const labels = ascii.split(".");
  if (labels.length < 2 || !labels.every((label) => LABEL.test(label))) return refuse(DOMAIN_MESSAGES.invalid);
  if (!parsed.domain) return refuse(DOMAIN_MESSAGES.publicSuffix);
  return { ok: true, domain: ascii };
}

/** The domain of an email address, lower-case ASCII, or null. */
export function domainOfAddress(address: string): string | null {
  const at = address.lastIndexOf("@");
  if (at < 0) return null;
  const check = normalizeDomain(address.slice(at + 1));
  return check.ok ? check.domain : null;
}
