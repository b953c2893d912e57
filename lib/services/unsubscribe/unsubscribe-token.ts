import { signToken, verifyToken } from "@/lib/crypto/signed-token";
import { env } from "@/lib/env";

// One token per contact, without expiry: an unsubscribe link must keep working in mail read years
// later (RFC 8058 asks for it). Bumping the label's version would revoke every link at once.
const LABEL = "sendwell/unsubscribe/v1";

export function createUnsubscribeToken({ contactId }: { contactId: string }): string {
  return signToken(LABEL, contactId);
}

/** The contact id a token was made for, or null when it was forged or altered. */
export function readUnsubscribeToken(token: string): string | null {
  return verifyToken(LABEL, token);
}

/** The https link of the List-Unsubscribe header and of the footer of marketing mail. */
export function unsubscribeUrl(contactId: string): string {
  return `${env.APP_URL}/api/v1/u/${createUnsubscribeToken({ contactId })}`;
}
