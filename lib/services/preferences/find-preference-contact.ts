import { db } from "@/lib/db";
import { readUnsubscribeToken } from "@/lib/mail/unsubscribe-token";

export type PreferenceContact = {
  id: string;
  teamId: string;
  listId: string;
  email: string;
  status: string;
  language: string | null;
};

/**
 * The live contact an unsubscribe token names (the preference centre and `/u/<token>?topic=` use the
 * same token). Null for a forged token, a deleted contact, or an address token (mail to a
 * non-contact has no topics).
 */
export async function findPreferenceContact(token: string): Promise<PreferenceContact | null> {
  const contactId = readUnsubscribeToken(token);
  if (!contactId) return null;
  return db.contact.findFirst({
    where: { id: contactId },
    select: { id: true, teamId: true, listId: true, email: true, status: true, language: true },
  });
}

/** The team's live contacts of the same address: a person's topic choices hold in every list. */
export function addressContacts({ teamId, email }: Pick<PreferenceContact, "teamId" | "email">) {
  return db.contact.findMany({
    where: { teamId, email: { equals: email, mode: "insensitive" } },
    select: { id: true, listId: true },
  });
}
