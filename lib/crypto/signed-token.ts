import { createHmac, hkdfSync, timingSafeEqual } from "node:crypto";
import { env } from "@/lib/env";

// Compact, url-safe signed tokens: `<base64url payload>.<base64url HMAC>`. Each purpose passes its
// own versioned label, from which a key of its own is derived (HKDF over ENCRYPTION_KEY): a token
// minted for one purpose never verifies for another, and bumping a label revokes all its tokens.

/** 128 bits of HMAC-SHA256: unforgeable in practice, and keeps links short. */
const MAC_BYTES = 16;
const BASE64URL = /^[A-Za-z0-9_-]+$/;

const keys = new Map<string, Buffer>();

function keyFor(label: string): Buffer {
  let key = keys.get(label);
  if (!key) {
    key = Buffer.from(hkdfSync("sha256", env.ENCRYPTION_KEY, Buffer.alloc(0), label, 32));
    keys.set(label, key);
  }
  return key;
}

function mac(label: string, encodedPayload: string): Buffer {
  return createHmac("sha256", keyFor(label)).update(encodedPayload).digest().subarray(0, MAC_BYTES);
}

/**
 * The first `bytes` of the HMAC of `payload` under `label`'s key: for tokens that must survive
 * where base64url would not (a VERP address's local part may be lower-cased on the way: lib/mail/return-path.ts).
 */
export function labelSignature(label: string, payload: string, bytes: number): Buffer {
  return createHmac("sha256", keyFor(label)).update(payload).digest().subarray(0, bytes);
}

/** Signs `payload` for the purpose named by `label` (e.g. "sendwell/unsubscribe/v1"). */
export function signToken(label: string, payload: string): string {
  const encoded = Buffer.from(payload, "utf8").toString("base64url");
  return `${encoded}.${mac(label, encoded).toString("base64url")}`;
}

/** Whether `token` has the form of a signed token (no signature is checked): cheap enough for a
 * caller that defers the check to sort out plain garbage at once. */
export function isTokenShaped(token: string): boolean {
  if (typeof token !== "string" || token.length > 2048) return false;
  const dot = token.indexOf(".");
  return dot > 0 && BASE64URL.test(token.slice(0, dot)) && BASE64URL.test(token.slice(dot + 1));
}

/** The payload of a token signed with `label`, or null for anything forged, altered or malformed. */
export function verifyToken(label: string, token: string): string | null {
  if (!isTokenShaped(token)) return null;
  const dot = token.indexOf(".");
  const encoded = token.slice(0, dot);
  const given = token.slice(dot + 1);
  const givenMac = Buffer.from(given, "base64url");
  const payload = Buffer.from(encoded, "base64url");
  // Base64 decoding ignores a last character's spare bits: only the canonical spelling of each part
  // passes, so a token has exactly one valid form.
  if (givenMac.toString("base64url") !== given || payload.toString("base64url") !== encoded) return null;
  // Checked in constant time; a wrong length is refused before the comparison (it would throw).
  if (givenMac.length !== MAC_BYTES || !timingSafeEqual(givenMac, mac(label, encoded))) return null;
  return payload.toString("utf8");
}
