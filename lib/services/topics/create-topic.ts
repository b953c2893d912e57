import { db } from "@/lib/db";
import type { CreateTopicBody } from "@/lib/validation/topics";
import { toTopicDto } from "./to-topic-dto";

/** A new topic; nobody has a state of it yet, so everyone has its default. */
export async function createTopic({ teamId, ...body }: CreateTopicBody & { teamId: string }) {
  const topic = await db.topic.create({
    data: {
      teamId,
      name: body.name,
      description: body.description ?? null,
      defaultSubscription: body.defaultSubscription,
      isPublic: body.isPublic,
    },
  });
  return toTopicDto(topic);
}
