import { ApiError } from "@/lib/api/errors";
import { db } from "@/lib/db";
import { isRecordNotFound } from "@/lib/db/errors";
import type { MailingList } from "@/lib/generated/prisma/client";
import { countListContacts } from "./count-list-contacts";
import { toListDto } from "./to-list-dto";

export const listNotFound = () => ApiError.notFound("List not found");

/** For writes by `{ id, teamId }`: a missing row (or another team's) is a 404, not a 500. */
export function rethrowListNotFound(error: unknown): never {
  throw isRecordNotFound(error) ? listNotFound() : error;
}

/** The team's live list, or 404 (also for another team's id). */
export async function getListOrThrow({ teamId, id }: { teamId: string; id: string }): Promise<MailingList> {
  const list = await db.mailingList.findFirst({ where: { id, teamId } });
  if (!list) throw listNotFound();
  return list;
}

export async function toListDtoWithCounts(list: MailingList) {
  const counts = await countListContacts({ teamId: list.teamId, listIds: [list.id] });
  return toListDto(list, counts.get(list.id)!);
}

export async function getList({ teamId, id }: { teamId: string; id: string }) {
  return toListDtoWithCounts(await getListOrThrow({ teamId, id }));
}
