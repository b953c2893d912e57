import type { Prisma } from "@/lib/generated/prisma/client";
import type { ContactFilters } from "@/lib/validation/contacts";

/** The query filters of GET /contacts and GET /lists/{id}/contacts, always inside the team. */
export function contactWhere({
  teamId,
  listId,
  status,
  tag,
  q,
}: ContactFilters & { teamId: string }): Prisma.ContactWhereInput {
  return {
    teamId,
    ...(listId ? { listId } : {}),
    ...(status ? { status } : {}),
    ...(tag ? { tags: { some: { name: { equals: tag, mode: "insensitive" }, isDeleted: false } } } : {}),
    ...(q
      ? {
          OR: [
            { email: { contains: q, mode: "insensitive" } },
            { firstName: { contains: q, mode: "insensitive" } },
            { lastName: { contains: q, mode: "insensitive" } },
            { company: { contains: q, mode: "insensitive" } },
          ],
        }
      : {}),
  };
}
