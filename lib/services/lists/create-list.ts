import { createWithinTeamLimit } from "@/lib/services/subscriptions/assert-team-limit";
import type { CreateListBody } from "@/lib/validation/lists";
import { emptyCounts } from "./count-list-contacts";
import { toListDto } from "./to-list-dto";

/** A new, empty list, within the plan's cap on lists (`segmentation`). */
export async function createList({ teamId, name, description, doubleOptIn }: CreateListBody & { teamId: string }) {
  const list = await createWithinTeamLimit(
    { teamId, feature: "segmentation", count: (tx) => tx.mailingList.count({ where: { teamId } }) },
    (tx) => tx.mailingList.create({ data: { teamId, name, description, doubleOptIn } }),
  );
  return toListDto(list, emptyCounts());
}
