import type { Transaction } from "@/lib/db";
import { listNotFound } from "./get-list";

/**
 * Checks the list is the team's and live, and holds it FOR SHARE until the transaction ends:
 * deleting the list (which updates its row) waits for the contacts being written to it, then
 * soft-deletes them too, instead of leaving live contacts in a deleted list. 404 otherwise.
 */
export async function lockListForContacts(tx: Transaction, { teamId, listId }: { teamId: string; listId: string }) {
  const rows = await tx.$queryRaw<{ id: string }[]>`
    SELECT "id" FROM "MailingList" WHERE "id" = ${listId} AND "teamId" = ${teamId} AND NOT "isDeleted" FOR SHARE`;
  if (rows.length === 0) throw listNotFound();
}
