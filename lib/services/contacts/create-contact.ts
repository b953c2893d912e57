import { db } from "@/lib/db";
import type { Prisma } from "@/lib/generated/prisma/client";
import { recordConsent } from "@/lib/services/consent/record-consent";
import { statusChangeAction } from "@/lib/services/consent/consent-source";
import type { ConsentSourceName } from "@/lib/validation/consent";
import { lockListForContacts } from "@/lib/services/lists/lock-list-for-contacts";
import type { CreateContactBody } from "@/lib/validation/contacts";
import { rethrowDuplicateEmail } from "./get-contact";
import { publishContactEvent } from "./publish-contact-event";
import { contactInclude, toContactDto } from "./to-contact-dto";

/**
 * Adds a contact to one of the team's lists (404 for another team's list). The address arrives
 * normalized; a list already holding it in any letter case answers 409. The consent ledger records
 * how it came (`source`: api or dashboard).
 */
export async function createContact({
  teamId,
  listId,
  status = "ACTIVE",
  metadata,
  tags = [],
  source = "api",
  ...profile
}: CreateContactBody & { teamId: string; source?: ConsentSourceName }) {
  const row = await db
    .$transaction(async (tx) => {
      await lockListForContacts(tx, { teamId, listId });
      const created = await tx.contact.create({
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
      const action = statusChangeAction(null, status);
      if (action) await recordConsent(tx, [{ teamId, contactId: created.id, listId, action, source }]);
      return created;
    })
    .catch(rethrowDuplicateEmail);
  const contact = toContactDto(row);
  publishContactEvent({ teamId, type: "contact.created", contact });
  return contact;
}
