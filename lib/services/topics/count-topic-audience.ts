import { ApiError } from "@/lib/api/errors";
import { db } from "@/lib/db";
import { countAudience } from "@/lib/services/campaigns/audience";
import { getTopicOrThrow } from "./get-topic";

/**
 * GET /topics/{id}/audience: how many contacts a campaign to the list (or segment) with this topic
 * would reach now, counted as a run counts it (lib/services/campaigns/audience.ts), for the wizard.
 */
export async function countTopicAudience({
  teamId,
  id,
  listId,
  segmentId,
}: {
  teamId: string;
  id: string;
  listId?: string;
  segmentId?: string;
}) {
  await getTopicOrThrow({ teamId, id });
  if (!listId === !segmentId)
    throw ApiError.validation("Invalid query", { listId: "give listId or segmentId, one of them" });
  const source = listId
    ? await db.mailingList.findFirst({ where: { id: listId, teamId }, select: { id: true } })
    : await db.segment.findFirst({ where: { id: segmentId, teamId }, select: { id: true } });
  if (!source) throw ApiError.notFound(listId ? "List not found" : "Segment not found");
  const count = await countAudience(
    {
      id: "",
      teamId,
      listId: listId ?? null,
      segmentId: segmentId ?? null,
      topicId: id,
      followUpOfId: null,
      runCount: 0,
      abTest: null,
      abPhase: null,
    },
    new Date(),
  );
  return { count };
}
