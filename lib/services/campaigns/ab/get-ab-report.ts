import { ApiError } from "@/lib/api/errors";
import { db } from "@/lib/db";
import type { Campaign } from "@/lib/generated/prisma/client";
import type { AbPhase, AbTest } from "@/lib/validation/ab-tests";
import { getCampaignRowOrThrow } from "../get-campaign";
import { significance, variantResults } from "./ab-results";

/** 409 unless the campaign carries an A/B test. */
export function abTestOf(campaign: Pick<Campaign, "abTest">): AbTest {
  if (!campaign.abTest) throw ApiError.invalidState("The campaign has no A/B test");
  return campaign.abTest as AbTest;
}

/** GET /campaigns/{id}/ab: each variant's test-group figures, the winner and the test's significance. */
export async function getAbReport({ teamId, id }: { teamId: string; id: string }) {
  const campaign = await getCampaignRowOrThrow({ teamId, id });
  const test = abTestOf(campaign);
  const results = await variantResults(campaign);
  const rest = await db.$queryRaw<{ sent: number }[]>`
    SELECT count(*)::int AS "sent" FROM "Email" e WHERE e."campaignId" = ${campaign.id} AND e."campaignRun" = ${campaign.runCount} AND e."test" = false
      AND e."status" IN ('SENT', 'BOUNCED')
      AND NOT EXISTS (SELECT 1 FROM "AbAssignment" a WHERE a."campaignId" = e."campaignId" AND a."campaignRun" = e."campaignRun" AND a."contactId" = e."contactId")`;
  return {
    metric: test.metric,
    testPercent: test.testPercent,
    waitHours: test.waitHours,
    phase: campaign.abPhase as AbPhase | null,
    testEndsAt: campaign.abTestEndsAt,
    winner: campaign.abWinner,
    variants: results.map((result) => ({
      ...result,
      subject: test.variants[result.variant].subject ?? null,
      templateId: test.variants[result.variant].templateId ?? null,
      fromName: test.variants[result.variant].fromName ?? null,
    })),
    rest: { sent: rest[0].sent },
    significance: significance(results, test.metric),
  };
}
