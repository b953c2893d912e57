import { rowNotFound } from "@/lib/api/not-found";
import { db } from "@/lib/db";
import type { MailingList } from "@/lib/generated/prisma/client";
import { countListContacts } from "./count-list-contacts";
import { toListDto } from "./to-list-dto";

const lists = rowNotFound("List not found");

export const listNotFound = lists.notFound;
export const rethrowListNotFound = lists.rethrow;

/** The team's live list, or 404 (also for another team's id). */
export async function getListOrThrow({ teamId, id }: { teamId: string; id: string }): Promise<MailingList> {
  return lists.orThrow(db.mailingList.findFirst({ where: { id, teamId } }));
}

export async function toListDtoWithCounts(list: MailingList) {
  const counts = await countListContacts({ teamId: list.teamId, listIds: [list.id] });
  return toListDto(list, counts.get(list.id)!);
}

export async function getList({ teamId, id }: { teamId: string; id: string }) {
  return toListDtoWithCounts(await getListOrThrow({ teamId, id }));
}
