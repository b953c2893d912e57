import { db } from "@/lib/db";
import { readUnsubscribeToken } from "./unsubscribe-token";

export type UnsubscribeContact = { id: string; teamId: string; email: string; status: string };

/** The live contact an unsubscribe token names, or null for a forged token or a deleted contact. */
export async function findUnsubscribeContact(token: string): Promise<UnsubscribeContact | null> {
  const contactId = readUnsubscribeToken(token);
  if (!contactId) return null;
  return db.contact.findFirst({ where: { id: contactId }, select: { id: true, teamId: true, email: true, status: true } });
}
