import { foldTail } from "@/lib/analytics/rollup/fold-tail";
import { readsEngagement } from "@/lib/segments/compile-sql";
import type { SegmentDefinition } from "@/lib/segments/rules";

/**
 * Engagement rules read the contacts' engagement roll-up; tracking rows stored outside the
 * recorder (POST /t, replies, older rows) reach it when folded, so fold them before reading.
 * Normally one probe of the unfolded-rows index finds nothing to do.
 */
export async function foldEngagementTail(teamId: string, definition: SegmentDefinition): Promise<void> {
  if (readsEngagement(definition.rules)) await foldTail(teamId);
}
