import { liveOnly } from "@/lib/db";
import type { Prisma } from "@/lib/generated/prisma/client";

/** What every contact read loads: its live tags, by name. */
export const contactInclude = {
  tags: { where: liveOnly, orderBy: { name: "asc" } },
} satisfies Prisma.ContactInclude;

export type ContactRow = Prisma.ContactGetPayload<{ include: typeof contactInclude }>;

/** A contact as the API shows it; fields are listed one by one so no column leaks by accident. */
export function toContactDto(row: ContactRow) {
  return {
    id: row.id,
    teamId: row.teamId,
    listId: row.listId,
    importId: row.importId,
    email: row.email,
    status: row.status,
    firstName: row.firstName,
    lastName: row.lastName,
    company: row.company,
    phone: row.phone,
    address: row.address,
    city: row.city,
    state: row.state,
    zip: row.zip,
    country: row.country,
    facebook: row.facebook,
    instagram: row.instagram,
    linkedin: row.linkedin,
    twitter: row.twitter,
    timezone: row.timezone,
    language: row.language,
    metadata: (row.metadata ?? null) as Record<string, unknown> | null,
    tags: row.tags.map((tag) => ({
      id: tag.id,
      name: tag.name,
      value: tag.value,
      isDeleted: tag.isDeleted,
      createdAt: tag.createdAt,
      updatedAt: tag.updatedAt,
    })),
    confirmedAt: row.confirmedAt,
    unsubscribedAt: row.unsubscribedAt,
    isDeleted: row.isDeleted,
    createdAt: row.createdAt,
    updatedAt: row.updatedAt,
  };
}

export type ContactDto = ReturnType<typeof toContactDto>;
