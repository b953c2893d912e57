import { timingSafeEqual } from "node:crypto";
import { labelSignature } from "@/lib/crypto/signed-token";

// VERP return paths (docs/contract.md section 20): the envelope sender of a message is
// `bounce+<token>@<domain>`, where the token names the Email and is signed, so that a bounce sent
// back to that address finds its Email by the token alone, even when the report quotes nothing of
// the original. The token is `<email id>-<80-bit HMAC in hex>`: lower-case letters, digits and one
// hyphen, because a local part may be lower-cased by a relay on the way back (base64url would not
// survive), and short enough that the local part stays within 64 characters. It is not guessable
// without ENCRYPTION_KEY; bumping the label's version would orphan every bounce still on its way.

const LABEL = "sendwell/return-path/v1";
const SIGNATURE_BYTES = 10;
/** Email ids are cuids: lower-case letters and digits. */
const TOKEN = /^([a-z0-9]{8,40})-([0-9a-f]{20})$/;
const LOCAL_PREFIX = "bounce+";

function returnPathToken(emailId: string): string {
  return `${emailId}-${labelSignature(LABEL, emailId, SIGNATURE_BYTES).toString("hex")}`;
}

/** The envelope sender of Email `emailId` on `domain`. */
export function returnPathAddress(emailId: string, domain: string): string {
  return `${LOCAL_PREFIX}${returnPathToken(emailId)}@${domain.toLowerCase()}`;
}

/** The Email id a token was made for, or null when it was forged, altered or is no token. */
export function readReturnPathToken(token: string): string | null {
  const match = TOKEN.exec(token.toLowerCase());
  if (!match) return null;
  const expected = labelSignature(LABEL, match[1], SIGNATURE_BYTES);
  return timingSafeEqual(Buffer.from(match[2], "hex"), expected) ? match[1] : null;
}

/** The Email id of a `bounce+<token>@...` address among `addresses`, or null (the first genuine one wins). */
export function returnPathEmailId(addresses: Iterable<string>): string | null {
  for (const address of addresses) {
    const at = address.lastIndexOf("@");
    const local = address.slice(0, at).toLowerCase();
    if (at < 0 || !local.startsWith(LOCAL_PREFIX)) continue;
    const emailId = readReturnPathToken(local.slice(LOCAL_PREFIX.length));
    if (emailId) return emailId;
  }
  return null;
}
