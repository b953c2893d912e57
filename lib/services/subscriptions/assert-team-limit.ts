import { ApiError } from "@/lib/api/errors";
import { db } from "@/lib/db";
import type { ProductFeature } from "@/lib/generated/prisma/enums";
import { assertTeamFeature } from "./assert-team-feature";

/**
 * 403 PLAN_LIMIT_REACHED when the team already has `count` of what `feature`'s limit caps (see
 * lib/config/plans.ts) and the plan's limit allows no more; PLAN_FEATURE_DISABLED when the feature
 * is off. `count` is what exists now, before the one being added.
 */
export async function assertTeamLimit({ teamId, feature, count }: { teamId: string; feature: ProductFeature; count: number }) {
  await assertTeamFeature({ teamId, feature });
  const config = await db.productFeatureConfig.findFirst({
    where: { feature, product: { subscriptions: { some: { team_id: teamId, status: "active", isDeleted: false } } } },
    select: { limit: true, product: { select: { name: true } } },
  });
  if (config?.limit != null && count >= config.limit) {
    throw ApiError.forbidden(
      `Your ${config.product.name} plan allows ${config.limit} ${feature.replaceAll("_", " ")} ${config.limit === 1 ? "item" : "items"}. Upgrade to add more.`,
      "PLAN_LIMIT_REACHED",
    );
  }
}
