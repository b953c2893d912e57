import { db, type Database, type Transaction } from "@/lib/db";
import type { ContactCounts } from "@/lib/validation/lists";

export const emptyCounts = (): ContactCounts => ({
  total: 0,
  ACTIVE: 0,
  PENDING: 0,
  UNSUBSCRIBED: 0,
  BOUNCED: 0,
  COMPLAINED: 0,
});

/**
 * Live contacts per list and status for a whole page of lists in one grouped query (the
 * (listId, status) index answers it), so listing lists costs the same for 1 or 100 of them.
 */
export async function countListContacts(
  { teamId, listIds }: { teamId: string; listIds: string[] },
  client: Database | Transaction = db,
): Promise<Map<string, ContactCounts>> {
  const counts = new Map(listIds.map((id) => [id, emptyCounts()]));
  if (listIds.length === 0) return counts;
  const groups = await client.contact.groupBy({
    by: ["listId", "status"],
    where: { teamId, listId: { in: listIds } },
    _count: { _all: true },
  });
  for (const { listId, status, _count } of groups) {
    const listCounts = counts.get(listId)!;
    listCounts[status] = _count._all;
    listCounts.total += _count._all;
  }
  return counts;
}
