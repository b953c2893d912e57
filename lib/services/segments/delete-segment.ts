import { db } from "@/lib/db";
import { getSegmentOrThrow } from "./get-segment";
import { toSegmentDto } from "./to-segment-dto";

/** Soft-deletes the segment. Campaigns that named it keep the id and answer 422 when sent. */
export async function deleteSegment({ teamId, id }: { teamId: string; id: string }) {
  await getSegmentOrThrow({ teamId, id });
  return toSegmentDto(await db.segment.update({ where: { id, teamId }, data: { isDeleted: true } }));
}
