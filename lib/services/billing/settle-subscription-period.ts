import { db } from "@/lib/db";
import { stripeEnabled } from "@/lib/billing/stripe";
import { fallBackToFree } from "./free-plan";
import { periodEnd } from "./plan-periods";

/**
 * Self-hosted mode has no payment provider to end periods, so Sendwell does: a subscription whose
 * period is over either falls back to Free (cancelled at period end) or starts its next period.
 * In Stripe mode Stripe decides (customer.subscription.updated/deleted) and this does nothing.
 * Idempotent: the update matches only rows whose period is still over.
 */
export async function settleSubscriptionPeriod({ teamId, now = new Date() }: { teamId?: string; now?: Date } = {}) {
  if (stripeEnabled()) return 0;
  const due = await db.subscription.findMany({
    where: {
      ...(teamId ? { team_id: teamId } : {}),
      current_period_end: { lte: now },
      status: { in: ["active", "failed"] },
    },
    include: { product: true },
  });
  let settled = 0;
  for (const row of due) {
    if (row.cancelAtPeriodEnd) {
      settled += await db.$transaction(async (tx) => {
        // Claimed by the update, so two requests settling at once fall back to Free once.
        const claimed = await tx.subscription.updateMany({
          where: { id: row.id, status: row.status, cancelAtPeriodEnd: true },
          data: { cancelAtPeriodEnd: false },
        });
        if (claimed.count === 0) return 0;
        await fallBackToFree(tx, row, now);
        return 1;
      });
      continue;
    }
    // Periods missed while nobody looked are skipped: the next period is the one containing now.
    let start = row.current_period_end!;
    while (periodEnd(start, row.product.interval) <= now) start = periodEnd(start, row.product.interval);
    const result = await db.subscription.updateMany({
      where: { id: row.id, current_period_end: row.current_period_end },
      data: { current_period_start: start, current_period_end: periodEnd(start, row.product.interval) },
    });
    settled += result.count;
  }
  return settled;
}
