import { db } from "@/lib/db";

/** Soft-deletes the team's contacts among `ids`; ids of other teams, deleted or unknown contacts are ignored. */
export async function bulkDeleteContacts({ teamId, ids }: { teamId: string; ids: string[] }) {
  const { count } = await db.contact.updateMany({
    where: { teamId, id: { in: [...new Set(ids)] } },
    data: { isDeleted: true },
  });
  return { deleted: count };
}
