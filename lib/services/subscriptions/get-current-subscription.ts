import { ApiError } from "@/lib/api/errors";
import { db } from "@/lib/db";
import { productWithFeatures, toProductDto } from "@/lib/services/plans/to-product-dto";

/** The team's current subscription: the newest active one, else the newest of any status. */
export async function getCurrentSubscription({ teamId }: { teamId: string }) {
  const include = { team: true, product: { include: productWithFeatures } } as const;
  const subscription =
    (await db.subscription.findFirst({ where: { team_id: teamId, status: "active" }, include, orderBy: { createdAt: "desc" } })) ??
    (await db.subscription.findFirst({ where: { team_id: teamId }, include, orderBy: { createdAt: "desc" } }));
  if (!subscription) throw ApiError.notFound("This team has no subscription");
  return { ...subscription, product: toProductDto(subscription.product) };
}
