import { db } from "@/lib/db";
import { countListContacts } from "./count-list-contacts";
import { rethrowListNotFound } from "./get-list";
import { toListDto } from "./to-list-dto";

// Marking a list of a million contacts takes seconds, more than a transaction's default 5 s.
const DELETE_TIMEOUT_MS = 120_000;

/**
 * Soft-deletes the list and its contacts together, so no contact outlives its list and can still
 * be mailed. The answer's `contactCounts` are what the list held when it was deleted.
 */
export async function deleteList({ teamId, id }: { teamId: string; id: string }) {
  return db.$transaction(
    async (tx) => {
      // Updating the list row first takes its lock: a contact being added concurrently (which
      // holds the list FOR SHARE, see lock-list-for-contacts.ts) lands before, or finds the list gone.
      const list = await tx.mailingList
        .update({ where: { id, teamId }, data: { isDeleted: true } })
        .catch(rethrowListNotFound);
      const counts = await countListContacts({ teamId, listIds: [id] }, tx);
      await tx.contact.updateMany({ where: { teamId, listId: id }, data: { isDeleted: true } });
      return toListDto(list, counts.get(id)!);
    },
    { timeout: DELETE_TIMEOUT_MS },
  );
}
