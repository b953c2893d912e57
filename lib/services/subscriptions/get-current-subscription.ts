import { ApiError } from "@/lib/api/errors";
import { db } from "@/lib/db";
import { graceEndsAt } from "@/lib/services/billing/assert-sending-allowed";
import { getSubscriptionUsage } from "@/lib/services/billing/get-subscription-usage";
import { settleSubscriptionPeriod } from "@/lib/services/billing/settle-subscription-period";
import { productWithFeatures, toProductDto } from "@/lib/services/plans/to-product-dto";
import { ENTITLED_STATUSES } from "@/lib/billing/entitled-statuses";

/**
 * GET /subscriptions: the team's current subscription (the newest whose plan applies, else the
 * newest of any status) with its plan and usage. A self-hosted period that is over is settled
 * first, so a plan cancelled at period end reads as Free at once.
 */
export async function getCurrentSubscription({ teamId }: { teamId: string }) {
  await settleSubscriptionPeriod({ teamId });
  const include = { team: true, product: { include: productWithFeatures } } as const;
  const subscription =
    (await db.subscription.findFirst({
      where: { team_id: teamId, status: { in: ENTITLED_STATUSES } },
      include,
      orderBy: { createdAt: "desc" },
    })) ?? (await db.subscription.findFirst({ where: { team_id: teamId }, include, orderBy: { createdAt: "desc" } }));
  if (!subscription) throw ApiError.notFound("This team has no subscription");
  const { lastEventAt: _lastEventAt, ...fields } = subscription;
  return {
    ...fields,
    product: toProductDto(subscription.product),
    graceEndsAt: graceEndsAt(subscription),
    usage: await getSubscriptionUsage({ teamId, plan: subscription.product }),
  };
}
