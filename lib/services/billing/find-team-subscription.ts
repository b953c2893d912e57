import { ApiError } from "@/lib/api/errors";
import { db, type Transaction } from "@/lib/db";
import { ENTITLED_STATUSES } from "@/lib/billing/entitled-statuses";

/**
 * The team's current subscription row: the newest one whose plan applies (active, failed,
 * paused), else the newest of any status. A team holds one row, changed in place by plan changes.
 */
export async function findTeamSubscription(teamId: string, client: Transaction = db) {
  const include = { product: true } as const;
  const subscription =
    (await client.subscription.findFirst({
      where: { team_id: teamId, status: { in: ENTITLED_STATUSES } },
      include,
      orderBy: { createdAt: "desc" },
    })) ??
    (await client.subscription.findFirst({ where: { team_id: teamId }, include, orderBy: { createdAt: "desc" } }));
  if (!subscription) throw ApiError.notFound("This team has no subscription");
  return subscription;
}
