import { db } from "@/lib/db";
import type { UpdateTopicBody } from "@/lib/validation/topics";
import { rethrowTopicNotFound } from "./get-topic";
import { toTopicDto } from "./to-topic-dto";

/**
 * Changes the given fields. A new `defaultSubscription` changes the state of every contact that
 * never chose (they have no row); the choices contacts made stay.
 */
export async function updateTopic({ teamId, id, ...changes }: UpdateTopicBody & { teamId: string; id: string }) {
  const topic = await db.topic.update({ where: { id, teamId }, data: changes }).catch(rethrowTopicNotFound);
  return toTopicDto(topic);
}
