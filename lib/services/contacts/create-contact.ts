import { db } from "@/lib/db";
import type { Prisma } from "@/lib/generated/prisma/client";
import { lockListForContacts } from "@/lib/services/lists/lock-list-for-contacts";
import type { CreateContactBody } from "@/lib/validation/contacts";
import { rethrowDuplicateEmail } from "./get-contact";
import { publishContactEvent } from "./publish-contact-event";
import { contactInclude, toContactDto } from "./to-contact-dto";

/**
 * Adds a contact to one of the team's lists (404 for another team's list). The address arrives
 * normalized; a list already holding it in any letter case answers 409.
 */
export async function createContact({
  teamId,
  listId,
  status = "ACTIVE",
  metadata,
  tags = [],
  ...profile
}: CreateContactBody & { teamId: string }) {
  const row = await db
    .$transaction(async (tx) => {
      await lockListForContacts(tx, { teamId, listId });
      return tx.contact.create({
        data: {
          ...profile,
          teamId,
          listId,
          status,
          metadata: (metadata ?? undefined) as Prisma.InputJsonObject | undefined,
          unsubscribedAt: status === "UNSUBSCRIBED" ? new Date() : null,
          tags: { create: tags.map((tag) => ({ ...tag, teamId })) },
        },
        include: contactInclude,
      });
    })
    .catch(rethrowDuplicateEmail);
  const contact = toContactDto(row);
  publishContactEvent({ teamId, type: "contact.created", contact });
  return contact;
}
