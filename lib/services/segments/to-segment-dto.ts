import type { Segment } from "@/lib/generated/prisma/client";
import type { Match, RuleInput } from "@/lib/segments/rules";

/** A segment as the API shows it. */
export function toSegmentDto(row: Segment) {
  return {
    id: row.id,
    teamId: row.teamId,
    name: row.name,
    description: row.description,
    listId: row.listId,
    match: row.match as Match,
    rules: row.rules as RuleInput[],
    isDeleted: row.isDeleted,
    createdAt: row.createdAt,
    updatedAt: row.updatedAt,
  };
}
