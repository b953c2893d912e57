import { ApiError } from "@/lib/api/errors";
import { db, type Transaction } from "@/lib/db";
import type { ProductFeature } from "@/lib/generated/prisma/enums";
import { lockTeam } from "@/lib/services/teams/lock-team";
import { assertTeamFeature } from "@/lib/billing/assert-team-feature";
import { ENTITLED_STATUSES } from "@/lib/billing/entitled-statuses";

/**
 * 403 PLAN_LIMIT_REACHED when the team already has `count` of what `feature`'s limit caps (see
 * lib/config/plans.ts) and the plan's limit allows no more; PLAN_FEATURE_DISABLED when the feature
 * is off. `count` is what exists now, before the one being added; the error's details say
 * `{ feature, limit, used }` so a client can show the cap and link to Settings -> Billing.
 */
export async function assertTeamLimit(
  { teamId, feature, count }: { teamId: string; feature: ProductFeature; count: number },
  client: Transaction = db,
) {
  await assertTeamFeature({ teamId, feature }, client);
  const config = await client.productFeatureConfig.findFirst({
    where: {
      feature,
      product: { subscriptions: { some: { team_id: teamId, status: { in: ENTITLED_STATUSES }, isDeleted: false } } },
    },
    select: { limit: true, product: { select: { name: true } } },
  });
  if (config?.limit != null && count >= config.limit) {
    throw ApiError.forbidden(
      `Your ${config.product.name} plan allows ${config.limit} ${feature.replaceAll("_", " ")} ${config.limit === 1 ? "item" : "items"}. Upgrade to add more.`,
      "PLAN_LIMIT_REACHED",
      { feature, limit: config.limit, used: count },
    );
  }
}

/**
 * Creates what `feature` caps without going over under concurrency (docs/contract.md section 18 defects):
 * the team's row is locked, then counted and created in the same transaction, so two concurrent
 * creates at the last free place are decided one after the other.
 */
export async function createWithinTeamLimit<T>(
  { teamId, feature, count }: { teamId: string; feature: ProductFeature; count: (tx: Transaction) => Promise<number> },
  create: (tx: Transaction) => Promise<T>,
): Promise<T> {
  return db.$transaction(async (tx) => {
    await lockTeam(tx, teamId);
    await assertTeamLimit({ teamId, feature, count: await count(tx) }, tx);
    return create(tx);
  });
}
