import { db } from "@/lib/db";
import type { Contact } from "@/lib/generated/prisma/client";
import { suppressionKeys } from "@/lib/services/suppressions/erased-address";

export type Recipient = {
  /** The team's contact with this address (an ACTIVE one first, then the latest edited), if any. */
  contact: Contact | null;
  /** Unsubscribed, bounced or complained somewhere in the team, or on its suppression list. */
  suppressed: boolean;
};

const REFUSING_STATUSES = ["UNSUBSCRIBED", "BOUNCED", "COMPLAINED"] as const;

/** What the team knows about `address` (lower-cased): its contact and whether it may get marketing mail. */
export async function findRecipient({ teamId, address }: { teamId: string; address: string }): Promise<Recipient> {
  const [contacts, suppression] = await Promise.all([
    db.contact.findMany({ where: { teamId, email: address }, orderBy: { updatedAt: "desc" }, take: 20 }),
    db.suppression.findFirst({
      where: { teamId, email: { in: suppressionKeys(teamId, address) } },
      select: { id: true },
    }),
  ]);
  const refused = contacts.some((contact) => (REFUSING_STATUSES as readonly string[]).includes(contact.status));
  const contact = contacts.find((candidate) => candidate.status === "ACTIVE") ?? contacts[0] ?? null;
  return { contact, suppressed: suppression !== null || refused };
}
