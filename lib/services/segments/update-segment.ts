import { ApiError } from "@/lib/api/errors";
import { db } from "@/lib/db";
import type { Prisma } from "@/lib/generated/prisma/client";
import { parseSegmentDefinition, toRuleInput } from "@/lib/segments/rules";
import type { UpdateSegmentBody } from "@/lib/validation/segments";
import { assertSegmentReferences } from "./check-segment-references";
import { getSegmentOrThrow } from "./get-segment";
import { toSegmentDto } from "./to-segment-dto";

/** Changes the given fields; `match` alone keeps the rules, `rules` alone keeps the match. */
export async function updateSegment({
  teamId,
  id,
  name,
  description,
  listId,
  match,
  rules,
}: UpdateSegmentBody & { teamId: string; id: string }) {
  const current = await getSegmentOrThrow({ teamId, id });
  const parsed = parseSegmentDefinition({ match: match ?? current.match, rules: rules ?? current.rules });
  if (!parsed.ok) throw ApiError.validation("Invalid body", parsed.problems);
  await assertSegmentReferences({ teamId, listId, definition: parsed.definition });
  const segment = await db.segment.update({
    where: { id, teamId },
    data: {
      ...(name !== undefined ? { name } : {}),
      ...(description !== undefined ? { description } : {}),
      ...(listId !== undefined ? { listId } : {}),
      match: parsed.definition.match,
      rules: parsed.definition.rules.map(toRuleInput) as Prisma.InputJsonValue,
    },
  });
  return toSegmentDto(segment);
}
