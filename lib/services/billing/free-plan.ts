import { FREE_PLAN_NAME } from "@/lib/config/plans";
import { db, type Transaction } from "@/lib/db";

/** The plan a team falls back to when a paid plan ends (cancelled, deleted at Stripe). */
function findFreePlan(client: Transaction = db) {
  return client.product.findUniqueOrThrow({ where: { name_interval: { name: FREE_PLAN_NAME, interval: "monthly" } } });
}

/**
 * A paid subscription ended: its row is kept as `canceled` (history, and the Stripe ids older
 * events still point at) and the team gets a new active Free subscription, with the same Stripe
 * customer so invoices and the portal stay reachable.
 */
export async function fallBackToFree(
  tx: Transaction,
  row: {
    id: string;
    team_id: string;
    billing_customer_id: string | null;
    email: string | null;
    canceled_at: Date | null;
  },
  now: Date,
  lastEventAt?: Date,
) {
  const free = await findFreePlan(tx);
  await tx.subscription.update({
    where: { id: row.id },
    data: {
      status: "canceled",
      canceled_at: row.canceled_at ?? now,
      cancelAtPeriodEnd: false,
      failedAt: null,
      ...(lastEventAt ? { lastEventAt } : {}),
    },
  });
  return tx.subscription.create({
    data: {
      team_id: row.team_id,
      product_id: free.id,
      status: "active",
      billing_customer_id: row.billing_customer_id,
      email: row.email,
      current_period_start: now,
      lastEventAt,
    },
  });
}
