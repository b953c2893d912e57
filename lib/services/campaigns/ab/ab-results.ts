import { cumulativeStdNormalProbability } from "simple-statistics";
import { db } from "@/lib/db";
import type { Campaign } from "@/lib/generated/prisma/client";
import type { AbTest } from "@/lib/validation/ab-tests";

// Each variant's figures in the test group of the campaign's current run, over human events only
// (proxy opens and scanner clicks are left out; a click counts its email as opened, docs/contract.md
// section 12), the winner on the test's metric (ties: the first variant) and a two-proportion
// z-test between the best variant and the runner-up.

export type VariantResult = {
  variant: number;
  sent: number;
  delivered: number;
  uniqueOpens: number;
  uniqueClicks: number;
  openRate: number;
  clickRate: number;
};

export async function variantResults(campaign: Pick<Campaign, "id" | "runCount" | "abTest">): Promise<VariantResult[]> {
  const test = campaign.abTest as AbTest;
  const rows = await db.$queryRaw<
    { variant: number; sent: number; delivered: number; opened: number; clicked: number }[]
  >`
    SELECT a."variant",
      count(e."id")::int AS "sent",
      count(e."id") FILTER (WHERE e."status" = 'SENT')::int AS "delivered",
      count(e."id") FILTER (WHERE e."status" = 'SENT' AND EXISTS (SELECT 1 FROM "EmailTracking" t WHERE t."emailId" = e."id"
        AND t."event" IN ('open', 'click') AND t."isAutomated" = false AND t."isDeleted" = false))::int AS "opened",
      count(e."id") FILTER (WHERE e."status" = 'SENT' AND EXISTS (SELECT 1 FROM "EmailTracking" t WHERE t."emailId" = e."id"
        AND t."event" = 'click' AND t."isAutomated" = false AND t."isDeleted" = false))::int AS "clicked"
    FROM "AbAssignment" a
    JOIN "Email" e ON e."campaignId" = a."campaignId" AND e."campaignRun" = a."campaignRun" AND e."contactId" = a."contactId" AND e."test" = false
    WHERE a."campaignId" = ${campaign.id} AND a."campaignRun" = ${campaign.runCount} AND e."status" IN ('SENT', 'BOUNCED')
    GROUP BY a."variant"`;
  return test.variants.map((_, variant) => {
    const row = rows.find((candidate) => candidate.variant === variant) ?? {
      sent: 0,
      delivered: 0,
      opened: 0,
      clicked: 0,
    };
    const rate = (count: number) => (row.delivered > 0 ? count / row.delivered : 0);
    return {
      variant,
      sent: row.sent,
      delivered: row.delivered,
      uniqueOpens: row.opened,
      uniqueClicks: row.clicked,
      openRate: rate(row.opened),
      clickRate: rate(row.clicked),
    };
  });
}

const metricRate = (result: VariantResult, metric: AbTest["metric"]) =>
  metric === "open" ? result.openRate : result.clickRate;
const metricCount = (result: VariantResult, metric: AbTest["metric"]) =>
  metric === "open" ? result.uniqueOpens : result.uniqueClicks;

/** The variants by the metric's rate, best first; equal rates keep the variants' order. */
export function rankVariants(results: VariantResult[], metric: AbTest["metric"]): VariantResult[] {
  return [...results].sort((a, b) => metricRate(b, metric) - metricRate(a, metric) || a.variant - b.variant);
}

/** Two-proportion z-test (pooled) of the best variant against the runner-up; null without data. */
export function significance(results: VariantResult[], metric: AbTest["metric"]) {
  const [best, second] = rankVariants(results, metric);
  if (!best || !second || best.delivered === 0 || second.delivered === 0) return null;
  const x1 = metricCount(best, metric);
  const x2 = metricCount(second, metric);
  const pooled = (x1 + x2) / (best.delivered + second.delivered);
  const standardError = Math.sqrt(pooled * (1 - pooled) * (1 / best.delivered + 1 / second.delivered));
  const z = standardError === 0 ? 0 : (x1 / best.delivered - x2 / second.delivered) / standardError;
  const pValue = Math.min(1, Math.max(0, 2 * (1 - cumulativeStdNormalProbability(Math.abs(z)))));
  return {
    variants: [best.variant, second.variant] as [number, number],
    z: Number(z.toFixed(4)),
    pValue: Number(pValue.toFixed(4)),
    significant: pValue < 0.05,
  };
}
