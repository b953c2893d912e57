import { db } from "@/lib/db";
import type { ProductFeature } from "@/lib/generated/prisma/enums";
import { monthPeriod } from "@/lib/services/usage/get-team-usage";
import { countFeatureUsage } from "./count-feature-usage";
import { emailQuotaUsed } from "./reserve-email-quota";

type FeatureConfig = { feature: ProductFeature; enabled: boolean; limit: number | null };

/**
 * The `usage` of GET /subscriptions: each enabled, countable feature `{ feature, used, limit }`
 * (limit null: no cap) and emails queued this calendar month against the plan's email limit.
 */
export async function getSubscriptionUsage({
  teamId,
  plan,
  now = new Date(),
}: {
  teamId: string;
  plan: { email_limit: number | null; features: FeatureConfig[] };
  now?: Date;
}) {
  const counts = await countFeatureUsage(teamId);
  const period = monthPeriod(now);
  const features = plan.features
    .filter((config) => config.enabled && counts.has(config.feature))
    .map((config) => ({ feature: config.feature, used: counts.get(config.feature)!, limit: config.limit }));
  return {
    period: { start: period.start.toISOString(), end: period.end.toISOString() },
    emails: { used: await emailQuotaUsed(db, teamId, now), limit: plan.email_limit },
    features,
  };
}
