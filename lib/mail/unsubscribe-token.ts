import { signToken, verifyToken } from "@/lib/crypto/signed-token";
import { env } from "@/lib/env";

// One token per contact, without expiry: an unsubscribe link must keep working in mail read years
// later (RFC 8058 asks for it). Bumping the label's version would revoke every link at once.
const LABEL = "sendwell/unsubscribe/v1";
// Mail to an address that is no contact of the team (POST /email) unsubscribes the address itself:
// the token names the team and the address, under a label of its own so neither kind passes for the other.
const ADDRESS_LABEL = "sendwell/unsubscribe-address/v1";

export type UnsubscribeTarget = { contactId: string } | { teamId: string; email: string };

export function createUnsubscribeToken(target: UnsubscribeTarget): string {
  if ("contactId" in target) return signToken(LABEL, target.contactId);
  return signToken(ADDRESS_LABEL, JSON.stringify([target.teamId, target.email.trim().toLowerCase()]));
}

/** The contact id a token was made for, or null when it was forged, altered, or names an address. */
export function readUnsubscribeToken(token: string): string | null {
  return verifyToken(LABEL, token);
}

/** What a contact or address token names, or null when it was forged or altered. */
export function readUnsubscribeTarget(token: string): UnsubscribeTarget | null {
  const contactId = verifyToken(LABEL, token);
  if (contactId) return { contactId };
  const address = verifyToken(ADDRESS_LABEL, token);
  if (!address) return null;
  const [teamId, email] = JSON.parse(address) as [string, string];
  return { teamId, email };
}

/**
 * The https link of the List-Unsubscribe header and of the footer of marketing mail. Mail sent for
 * a topic (docs/contract.md section 21) names it in `?topic=`: its one-click POST leaves that topic
 * only. The topic is not signed: the token alone already allows leaving everything.
 */
export function unsubscribeUrl(target: string | UnsubscribeTarget, topicId?: string | null): string {
  const token = createUnsubscribeToken(typeof target === "string" ? { contactId: target } : target);
  return `${env.APP_URL}/api/v1/u/${token}${topicId ? `?topic=${encodeURIComponent(topicId)}` : ""}`;
}

/** The contact's preference centre, `{{ preferencesUrl }}`: the same token as its unsubscribe link. */
export function preferencesUrl(contactId: string): string {
  return `${env.APP_URL}/preferences/${createUnsubscribeToken({ contactId })}`;
}
