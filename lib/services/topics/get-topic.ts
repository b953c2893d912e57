import { ApiError } from "@/lib/api/errors";
import { db } from "@/lib/db";
import { isRecordNotFound } from "@/lib/db/errors";
import type { Topic } from "@/lib/generated/prisma/client";
import { toTopicDto } from "./to-topic-dto";

export const topicNotFound = () => ApiError.notFound("Topic not found");

/** For writes by `{ id, teamId }`: a missing row (or another team's) is a 404, not a 500. */
export function rethrowTopicNotFound(error: unknown): never {
  throw isRecordNotFound(error) ? topicNotFound() : error;
}

/** The team's live topic, or 404 (also for another team's id). */
export async function getTopicOrThrow({ teamId, id }: { teamId: string; id: string }): Promise<Topic> {
  const topic = await db.topic.findFirst({ where: { id, teamId } });
  if (!topic) throw topicNotFound();
  return topic;
}

export async function getTopic({ teamId, id }: { teamId: string; id: string }) {
  return toTopicDto(await getTopicOrThrow({ teamId, id }));
}
