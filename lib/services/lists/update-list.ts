import { db } from "@/lib/db";
import type { UpdateListBody } from "@/lib/validation/lists";
import { rethrowListNotFound, toListDtoWithCounts } from "./get-list";

export async function updateList({ teamId, id, ...changes }: UpdateListBody & { teamId: string; id: string }) {
  const list = await db.mailingList.update({ where: { id, teamId }, data: changes }).catch(rethrowListNotFound);
  return toListDtoWithCounts(list);
}
