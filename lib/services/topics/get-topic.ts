import { rowNotFound } from "@/lib/api/not-found";
import { db } from "@/lib/db";
import type { Topic } from "@/lib/generated/prisma/client";
import { toTopicDto } from "./to-topic-dto";

const topics = rowNotFound("Topic not found");

export const topicNotFound = topics.notFound;
export const rethrowTopicNotFound = topics.rethrow;

/** The team's live topic, or 404 (also for another team's id). */
export async function getTopicOrThrow({ teamId, id }: { teamId: string; id: string }): Promise<Topic> {
  return topics.orThrow(db.topic.findFirst({ where: { id, teamId } }));
}

export async function getTopic({ teamId, id }: { teamId: string; id: string }) {
  return toTopicDto(await getTopicOrThrow({ teamId, id }));
}
