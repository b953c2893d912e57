import { signToken, verifyToken } from "@/lib/crypto/signed-token";
import { env } from "@/lib/env";

// The double opt-in link. Unlike unsubscribe links it expires: a confirmation belongs to the
// signup it answers, and a stale one should be redone through the form (which mails a fresh link).
const LABEL = "sendwell/signup-confirmation/v1";
export const CONFIRMATION_TTL_SECONDS = 7 * 24 * 60 * 60;

const nowInSeconds = (now: number) => Math.floor(now / 1000);

export function createConfirmationToken({ contactId }: { contactId: string }, now = Date.now()): string {
  return signToken(LABEL, `${contactId}:${nowInSeconds(now)}`);
}

/** The contact id of a genuine, unexpired confirmation token and when it was made, else null. */
export function readConfirmationClaim(token: string, now = Date.now()): { contactId: string; issuedAt: Date } | null {
  const payload = verifyToken(LABEL, token);
  const match = payload?.match(/^([^:]+):(\d{1,12})$/);
  if (!match || nowInSeconds(now) - Number(match[2]) > CONFIRMATION_TTL_SECONDS) return null;
  return { contactId: match[1], issuedAt: new Date(Number(match[2]) * 1000) };
}

/** The contact id of a genuine, unexpired confirmation token, else null. */
export function readConfirmationToken(token: string, now = Date.now()): string | null {
  return readConfirmationClaim(token, now)?.contactId ?? null;
}

export function confirmationUrl(contactId: string, now = Date.now()): string {
  return `${env.APP_URL}/api/v1/public/confirm/${createConfirmationToken({ contactId }, now)}`;
}
