import { pageArgs, paginated, type Pagination } from "@/lib/api/pagination";
import { db } from "@/lib/db";
import { getListOrThrow } from "@/lib/services/lists/get-list";
import type { ContactFilters } from "@/lib/validation/contacts";
import { contactWhere } from "./contact-where";
import { contactInclude, toContactDto } from "./to-contact-dto";

/**
 * The team's contacts, newest first, filtered by list, status, tag and text. A `listId` that is
 * not one of the team's lists answers 404 rather than an empty page.
 */
export async function listContacts({
  teamId,
  page,
  limit,
  ...filters
}: ContactFilters & Pagination & { teamId: string }) {
  if (filters.listId) await getListOrThrow({ teamId, id: filters.listId });
  const where = contactWhere({ teamId, ...filters });
  const pagination = { page, limit };
  const [rows, total] = await Promise.all([
    db.contact.findMany({
      where,
      include: contactInclude,
      orderBy: [{ createdAt: "desc" }, { id: "desc" }],
      ...pageArgs(pagination),
    }),
    db.contact.count({ where }),
  ]);
  return paginated(rows.map(toContactDto), total, pagination);
}
