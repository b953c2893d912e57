import { ApiError } from "@/lib/api/errors";
import { db, type Transaction } from "@/lib/db";
import type { ProductFeature } from "@/lib/generated/prisma/enums";
import { ENTITLED_STATUSES } from "./entitled-statuses";

/** 403 PLAN_FEATURE_DISABLED unless the team's current plan enables the feature. */
export async function assertTeamFeature(
  { teamId, feature }: { teamId: string; feature: ProductFeature },
  client: Transaction = db,
) {
  const enabled = await client.productFeatureConfig.findFirst({
    where: {
      feature,
      enabled: true,
      product: { subscriptions: { some: { team_id: teamId, status: { in: ENTITLED_STATUSES }, isDeleted: false } } },
    },
    select: { id: true },
  });
  if (!enabled) {
    throw ApiError.forbidden(
      `Your plan does not include ${feature.replaceAll("_", " ")}. Upgrade to use it.`,
      "PLAN_FEATURE_DISABLED",
    );
  }
}
