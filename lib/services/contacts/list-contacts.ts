import { pageArgs, paginated, type Pagination } from "@/lib/api/pagination";
import { onReplica, readDb } from "@/lib/db/read-replica";
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
  // A list page may be a moment stale: it reads the read replica when there is one (lib/db/read-replica.ts).
  const [rows, total] = await onReplica(() =>
    Promise.all([
      readDb().contact.findMany({
        where,
        include: contactInclude,
        orderBy: [{ createdAt: "desc" }, { id: "desc" }],
        ...pageArgs(pagination),
      }),
      readDb().contact.count({ where }),
    ]),
  );
  return paginated(rows.map(toContactDto), total, pagination);
}
