import { db } from "@/lib/db";
import type { Prisma } from "@/lib/generated/prisma/client";
import { toRuleInput } from "@/lib/segments/rules";
import type { CreateSegmentBody } from "@/lib/validation/segments";
import { assertSegmentReferences } from "./check-segment-references";
import { toSegmentDto } from "./to-segment-dto";

/** A saved segment; its rules are stored in the API's form, normalised (trimmed tags, defaults). */
export async function createSegment({
  teamId,
  name,
  description,
  listId,
  definition,
}: CreateSegmentBody & { teamId: string }) {
  await assertSegmentReferences({ teamId, listId, definition });
  const segment = await db.segment.create({
    data: {
      teamId,
      name,
      description: description ?? null,
      listId: listId ?? null,
      match: definition!.match,
      rules: definition!.rules.map(toRuleInput) as Prisma.InputJsonValue,
    },
  });
  return toSegmentDto(segment);
}
