import { db } from "@/lib/db";
import { rethrowTopicNotFound } from "./get-topic";
import { toTopicDto } from "./to-topic-dto";

/**
 * Soft-deletes the topic: it leaves the preference centre and the contacts' topics. Campaigns that
 * named it keep it (a run in flight keeps its audience; lib/services/topics/topic-audience.ts).
 */
export async function deleteTopic({ teamId, id }: { teamId: string; id: string }) {
  const topic = await db.topic.update({ where: { id, teamId }, data: { isDeleted: true } }).catch(rethrowTopicNotFound);
  return toTopicDto(topic);
}
