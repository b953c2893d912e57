import { pageArgs, paginated, type Pagination } from "@/lib/api/pagination";
import { db } from "@/lib/db";
import { nameOrDescriptionContains } from "@/lib/db/name-search";
import type { Prisma } from "@/lib/generated/prisma/client";
import { toTopicDto } from "./to-topic-dto";

/** The team's topics, by name, optionally searched by name or description. */
export async function listTopics({ teamId, q, ...pagination }: Pagination & { teamId: string; q?: string }) {
  const where: Prisma.TopicWhereInput = {
    teamId,
    ...nameOrDescriptionContains(q),
  };
  const [rows, total] = await Promise.all([
    db.topic.findMany({ where, orderBy: [{ name: "asc" }, { id: "asc" }], ...pageArgs(pagination) }),
    db.topic.count({ where }),
  ]);
  return paginated(rows.map(toTopicDto), total, pagination);
}
