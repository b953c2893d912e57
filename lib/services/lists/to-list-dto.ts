import type { MailingList } from "@/lib/generated/prisma/client";
import type { ContactCounts } from "@/lib/validation/lists";

/** A mailing list as the API shows it, with its contact counts. */
export function toListDto(row: MailingList, contactCounts: ContactCounts) {
  return {
    id: row.id,
    teamId: row.teamId,
    name: row.name,
    description: row.description,
    doubleOptIn: row.doubleOptIn,
    contactCounts,
    isDeleted: row.isDeleted,
    createdAt: row.createdAt,
    updatedAt: row.updatedAt,
  };
}
