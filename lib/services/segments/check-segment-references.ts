import { ApiError } from "@/lib/api/errors";
import { db } from "@/lib/db";
import { getListOrThrow } from "@/lib/services/lists/get-list";
import { engagementCampaignIds, type SegmentDefinition } from "@/lib/segments/rules";

/**
 * The list a segment names must be the team's (404 like any foreign id); a campaign named by an
 * engagement rule must be too, reported at that rule ("rules.0.value.campaignId").
 */
export async function assertSegmentReferences({
  teamId,
  listId,
  definition,
}: {
  teamId: string;
  listId?: string | null;
  definition?: SegmentDefinition;
}) {
  if (listId) await getListOrThrow({ teamId, id: listId });
  const named = definition ? engagementCampaignIds(definition.rules) : [];
  if (named.length === 0) return;
  const found = await db.campaign.findMany({
    where: { teamId, id: { in: named.map(({ campaignId }) => campaignId) } },
    select: { id: true },
  });
  const known = new Set(found.map(({ id }) => id));
  const details = Object.fromEntries(
    named
      .filter(({ campaignId }) => !known.has(campaignId))
      .map(({ path }) => [path, "is not a campaign of this team"]),
  );
  if (Object.keys(details).length > 0) throw ApiError.validation("Invalid body", details);
}
