import { db } from "@/lib/db";
import { assertTeamLimit } from "@/lib/services/subscriptions/assert-team-limit";
import type { CreateListBody } from "@/lib/validation/lists";
import { emptyCounts } from "./count-list-contacts";
import { toListDto } from "./to-list-dto";

/** A new, empty list, within the plan's cap on lists (`segmentation`). */
export async function createList({ teamId, name, description, doubleOptIn }: CreateListBody & { teamId: string }) {
  await assertTeamLimit({ teamId, feature: "segmentation", count: await db.mailingList.count({ where: { teamId } }) });
  const list = await db.mailingList.create({ data: { teamId, name, description, doubleOptIn } });
  return toListDto(list, emptyCounts());
}
