import { ApiError } from "@/lib/api/errors";
import { stripeClient } from "@/lib/billing/stripe";
import { db } from "@/lib/db";
import { recordAudit, type AuditActor } from "@/lib/services/audit/record-audit";
import { getCurrentSubscription } from "@/lib/services/subscriptions/get-current-subscription";
import { findTeamSubscription } from "./find-team-subscription";

/**
 * POST /subscriptions/cancel: the paid plan runs to the end of its period, then the team falls
 * back to Free (Stripe's customer.subscription.deleted, or settleSubscriptionPeriod self-hosted).
 * Asking twice changes nothing more.
 */
export async function cancelSubscription({ teamId, actor }: { teamId: string; actor: AuditActor }) {
  const current = await findTeamSubscription(teamId);
  if (current.product.price.toNumber() === 0) throw ApiError.invalidState("The Free plan has nothing to cancel");
  if (current.cancelAtPeriodEnd) return getCurrentSubscription({ teamId });
  const stripe = stripeClient();
  if (stripe && current.billing_subscription_id) {
    await stripe.subscriptions.update(current.billing_subscription_id, { cancel_at_period_end: true });
  }
  await db.$transaction(async (tx) => {
    await tx.subscription.update({
      where: { id: current.id },
      data: { cancelAtPeriodEnd: true, canceled_at: new Date() },
    });
    await recordAudit(tx, {
      teamId,
      action: "subscription.cancelled",
      ...actor,
      targetType: "subscription",
      targetId: current.id,
      details: { plan: current.product.name, endsAt: current.current_period_end?.toISOString() ?? null },
    });
  });
  return getCurrentSubscription({ teamId });
}
