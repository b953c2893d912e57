import { db, type Transaction } from "@/lib/db";
import type { ProductFeature } from "@/lib/generated/prisma/enums";
import { countTeamSeats } from "@/lib/services/invites/count-team-seats";

// What each capped feature counts, the same way the create paths count it before adding one
// (lib/config/plans.ts FEATURE_LIMIT_MEANING). advanced_analytics has nothing to count.

type Counter = (client: Transaction, teamId: string) => Promise<number>;

const FEATURE_COUNTERS: Partial<Record<ProductFeature, Counter>> = {
  email_campaigns: (client, teamId) => client.campaign.count({ where: { teamId } }),
  template_library: (client, teamId) => client.template.count({ where: { teamId } }),
  custom_domain: (client, teamId) => client.domain.count({ where: { teamId } }),
  api_access: (client, teamId) =>
    client.aPIKey.count({ where: { teamId, OR: [{ expiresAt: null }, { expiresAt: { gt: new Date() } }] } }),
  team_collaboration: (client, teamId) => countTeamSeats({ teamId }, client),
  automation: (client, teamId) => client.automation.count({ where: { teamId } }),
  segmentation: (client, teamId) => client.mailingList.count({ where: { teamId } }),
};

/** How much of each countable feature the team holds now, one query after the other. */
export async function countFeatureUsage(
  teamId: string,
  client: Transaction = db,
): Promise<Map<ProductFeature, number>> {
  const counts = new Map<ProductFeature, number>();
  for (const [feature, count] of Object.entries(FEATURE_COUNTERS) as [ProductFeature, Counter][])
    counts.set(feature, await count(client, teamId));
  return counts;
}
