import type { Transaction } from "@/lib/db";
import type { Prisma } from "@/lib/generated/prisma/client";

// What the team holds about one person, wherever the address appears: the contacts with that
// address in any of the team's lists (soft-deleted ones too: their data is still stored), the
// emails sent to it and their tracking rows. Shared by the export (access requests) and the
// erasure (POST /contacts/{id}/erase), so both cover exactly the same rows.

/** Matches live and soft-deleted rows alike: the soft-delete extension leaves a filter that names
 * `isDeleted` alone (lib/db/soft-delete.ts), and Prisma ignores an undefined condition. */
export const anyDeletion = { isDeleted: undefined };

type Reader = Pick<Transaction, "contact" | "email">;

/** The person's address (lower-cased) and the ids of the team's contacts that hold it. */
export async function findPersonContacts(tx: Reader, { teamId, id }: { teamId: string; id: string }) {
  const contact = await tx.contact.findFirst({ where: { teamId, id, ...anyDeletion }, select: { email: true } });
  if (!contact) return null;
  const address = contact.email.trim().toLowerCase();
  const contacts = await tx.contact.findMany({
    where: { teamId, email: { equals: address, mode: "insensitive" }, ...anyDeletion },
    select: { id: true },
  });
  return { address, contactIds: contacts.map((row) => row.id) };
}

/** The team's emails to the person: linked to one of the contacts, or addressed to the address. */
export function personEmailsWhere(teamId: string, address: string, contactIds: string[]): Prisma.EmailWhereInput {
  return {
    teamId,
    ...anyDeletion,
    OR: [
      { contactId: { in: contactIds } },
      { to: { equals: address, mode: "insensitive" } },
      // "Name <address>": the whole bracketed address, so a.b@x never matches ca.b@x.
      { to: { endsWith: `<${address}>`, mode: "insensitive" } },
    ],
  };
}
