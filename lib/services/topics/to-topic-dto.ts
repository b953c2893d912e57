import type { Topic } from "@/lib/generated/prisma/client";
import type { TopicDto } from "@/lib/validation/topics";

/** A topic as the API shows it. */
export function toTopicDto(row: Topic): TopicDto {
  return {
    id: row.id,
    teamId: row.teamId,
    name: row.name,
    description: row.description,
    defaultSubscription: row.defaultSubscription,
    isPublic: row.isPublic,
    isDeleted: row.isDeleted,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}
