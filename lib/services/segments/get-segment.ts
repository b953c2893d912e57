import { rowNotFound } from "@/lib/api/not-found";
import { db } from "@/lib/db";
import type { Segment } from "@/lib/generated/prisma/client";
import { parseSegmentDefinition, type SegmentDefinition } from "@/lib/segments/rules";
import { toSegmentDto } from "./to-segment-dto";

const segments = rowNotFound("Segment not found");

/** The team's live segment, or 404 (also for another team's id). */
export async function getSegmentOrThrow({ teamId, id }: { teamId: string; id: string }): Promise<Segment> {
  return segments.orThrow(db.segment.findFirst({ where: { id, teamId } }));
}

/** A stored segment's rules, parsed again (they were valid when saved; the language only grows). */
export function storedDefinition(segment: Pick<Segment, "match" | "rules">): SegmentDefinition {
  const parsed = parseSegmentDefinition({ match: segment.match, rules: segment.rules });
  if (!parsed.ok) throw new Error(`stored segment rules no longer parse: ${JSON.stringify(parsed.problems)}`);
  return parsed.definition;
}

export async function getSegment({ teamId, id }: { teamId: string; id: string }) {
  return toSegmentDto(await getSegmentOrThrow({ teamId, id }));
}
