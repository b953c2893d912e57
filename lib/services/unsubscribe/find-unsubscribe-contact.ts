import { db } from "@/lib/db";
import { readUnsubscribeTarget } from "@/lib/mail/unsubscribe-token";

export type UnsubscribeContact = { teamId: string; email: string; status: string; language: string | null };

/**
 * What an unsubscribe token names: the live contact, or for an address token (mail to a
 * non-contact) the address with its suppression state. Null for a forged token or a deleted contact.
 */
export async function findUnsubscribeContact(token: string): Promise<UnsubscribeContact | null> {
  const target = readUnsubscribeTarget(token);
  if (!target) return null;
  if ("contactId" in target) {
    return db.contact.findFirst({
      where: { id: target.contactId },
      select: { teamId: true, email: true, status: true, language: true },
    });
  }
  const suppressed = await db.suppression.findFirst({
    where: { teamId: target.teamId, email: target.email },
    select: { id: true },
  });
  return { teamId: target.teamId, email: target.email, status: suppressed ? "UNSUBSCRIBED" : "ACTIVE", language: null };
}
