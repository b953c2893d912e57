import type { SegmentDefinitionBody } from "@/lib/validation/segments";
import { assertSegmentReferences } from "./check-segment-references";
import { countMatching, pageMatching } from "./segment-sql";

/** The builder's live view of unsaved rules: how many contacts match and the newest few. */
export async function previewSegment({
  teamId,
  listId,
  definition,
  limit,
}: SegmentDefinitionBody & { teamId: string; limit: number }) {
  await assertSegmentReferences({ teamId, listId, definition });
  const target = { teamId, listId, definition: definition! };
  const [contacts, count] = await Promise.all([pageMatching({ ...target, limit, offset: 0 }), countMatching(target)]);
  return { count, contacts };
}
