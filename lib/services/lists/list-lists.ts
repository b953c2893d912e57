import { pageArgs, paginated, type Pagination } from "@/lib/api/pagination";
import { db } from "@/lib/db";
import { nameOrDescriptionContains } from "@/lib/db/name-search";
import type { Prisma } from "@/lib/generated/prisma/client";
import { countListContacts } from "./count-list-contacts";
import { toListDto } from "./to-list-dto";

/** The team's lists, newest first, optionally searched by name or description, with contact counts. */
export async function listLists({ teamId, q, ...pagination }: Pagination & { teamId: string; q?: string }) {
  const where: Prisma.MailingListWhereInput = {
    teamId,
    ...nameOrDescriptionContains(q),
  };
  const [rows, total] = await Promise.all([
    db.mailingList.findMany({ where, orderBy: [{ createdAt: "desc" }, { id: "desc" }], ...pageArgs(pagination) }),
    db.mailingList.count({ where }),
  ]);
  const counts = await countListContacts({ teamId, listIds: rows.map(({ id }) => id) });
  return paginated(
    rows.map((row) => toListDto(row, counts.get(row.id)!)),
    total,
    pagination,
  );
}
