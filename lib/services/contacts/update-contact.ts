import { db } from "@/lib/db";
import { Prisma } from "@/lib/generated/prisma/client";
import type { ContactStatus } from "@/lib/generated/prisma/enums";
import { recordConsent } from "@/lib/services/consent/record-consent";
import { statusChangeAction } from "@/lib/services/consent/consent-source";
import type { ConsentSourceName } from "@/lib/validation/consent";
import { lockListForContacts } from "@/lib/services/lists/lock-list-for-contacts";
import type { UpdateContactBody } from "@/lib/validation/contacts";
import { contactNotFound, rethrowDuplicateEmail } from "./get-contact";
import { publishEvents } from "@/lib/services/events";
import { publishContactEvent } from "./publish-contact-event";
import { replaceContactTags } from "./replace-contact-tags";
import { contactInclude, toContactDto } from "./to-contact-dto";

/** `unsubscribedAt` records when the contact became UNSUBSCRIBED and is cleared when it leaves that status. */
function unsubscribedAtChange(before: ContactStatus, after: ContactStatus | undefined) {
  if (after === undefined || after === before) return {};
  if (after === "UNSUBSCRIBED") return { unsubscribedAt: new Date() };
  return before === "UNSUBSCRIBED" ? { unsubscribedAt: null } : {};
}

/**
 * Changes the given fields only. `tags`, when given, replaces the whole set; `metadata: null`
 * clears it; a new `listId` moves the contact (404 if that list is not the team's, 409 if it
 * already holds the address). A status change is recorded in the consent ledger (`source`).
 */
export async function updateContact({
  teamId,
  id,
  listId,
  status,
  metadata,
  tags,
  source = "api",
  ...profile
}: UpdateContactBody & { teamId: string; id: string; source?: ConsentSourceName }) {
  let tagsAdded: string[] = [];
  const row = await db
    .$transaction(async (tx) => {
      // Locked so that the status transition below is decided on the status being replaced.
      const [current] = await tx.$queryRaw<{ status: ContactStatus; listId: string }[]>`
        SELECT "status", "listId" FROM "Contact" WHERE "id" = ${id} AND "teamId" = ${teamId} AND NOT "isDeleted" FOR UPDATE`;
      if (!current) throw contactNotFound();
      if (listId !== undefined && listId !== current.listId) await lockListForContacts(tx, { teamId, listId });
      if (tags) tagsAdded = await replaceContactTags(tx, { teamId, contactId: id, tags });
      const action = status ? statusChangeAction(current.status, status) : null;
      if (action)
        await recordConsent(tx, [{ teamId, contactId: id, listId: listId ?? current.listId, action, source }]);
      return tx.contact.update({
        where: { id, teamId },
        data: {
          ...profile,
          listId,
          status,
          ...unsubscribedAtChange(current.status, status),
          metadata: metadata === null ? Prisma.DbNull : (metadata as Prisma.InputJsonObject | undefined),
          // Set by hand: a tags-only change touches no column of the contact row itself.
          updatedAt: new Date(),
        },
        include: contactInclude,
      });
    })
    .catch(rethrowDuplicateEmail);
  const contact = toContactDto(row);
  publishContactEvent({ teamId, type: "contact.updated", contact });
  // Internal event (no webhook sees it): automations with a tag_added trigger start on it.
  await publishEvents(
    tagsAdded.map((tag) => ({
      teamId,
      type: "contact.tag_added" as const,
      timestamp: new Date(),
      data: { contactId: id, tag },
    })),
  );
  return contact;
}
