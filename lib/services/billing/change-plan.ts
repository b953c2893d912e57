import { ApiError } from "@/lib/api/errors";
import type { AuditActor } from "@/lib/services/audit/record-audit";
import { recordAudit } from "@/lib/services/audit/record-audit";
import { stripeClient, stripePriceFor } from "@/lib/billing/stripe";
import { db } from "@/lib/db";
import { env } from "@/lib/env";
import { getCurrentSubscription } from "@/lib/services/subscriptions/get-current-subscription";
import { ensureStripeCustomer } from "./ensure-stripe-customer";
import { fallBackToFree } from "./free-plan";
import { findTeamSubscription } from "./find-team-subscription";
import { periodFor } from "./plan-periods";

type ChangePlanInput = { teamId: string; productId: string; actor: AuditActor };

const billingPage = (outcome: string) => `${env.APP_URL}/settings/billing?checkout=${outcome}`;

/** Moves the team's subscription to `product` now (self-hosted, or a free plan in Stripe mode). */
async function applyPlanNow(
  { teamId, actor }: ChangePlanInput,
  subscriptionId: string,
  from: string,
  product: { id: string; name: string; interval: "monthly" | "yearly"; price: { toNumber(): number } },
) {
  const now = new Date();
  await db.$transaction(async (tx) => {
    await tx.subscription.update({
      where: { id: subscriptionId },
      data: {
        product_id: product.id,
        status: "active",
        ...periodFor(product, now),
        cancelAtPeriodEnd: false,
        canceled_at: null,
        failedAt: null,
      },
    });
    await recordAudit(tx, {
      teamId,
      action: "subscription.changed",
      ...actor,
      targetType: "subscription",
      targetId: subscriptionId,
      details: { from, to: product.name, interval: product.interval },
    });
  });
  return getCurrentSubscription({ teamId });
}

/**
 * POST /subscriptions (docs/contract.md section 15). Self-hosted (no STRIPE_SECRET_KEY): the plan changes at
 * once. Stripe mode: a free plan changes at once (a Stripe subscription is cancelled now); a paid
 * plan answers a Checkout URL, or for a team already paying through Stripe, its subscription's
 * price is changed there; either way the plan changes when Stripe's webhook confirms it.
 */
export async function changePlan(input: ChangePlanInput) {
  const { teamId, productId } = input;
  const product = await db.product.findFirst({ where: { id: productId } });
  if (!product) throw ApiError.notFound("Plan not found");
  const current = await findTeamSubscription(teamId);
  const stripe = stripeClient();
  const isFree = product.price.toNumber() === 0;

  if (!stripe) return applyPlanNow(input, current.id, current.product.name, product);
  if (isFree) {
    if (!current.billing_subscription_id || current.status === "canceled")
      return applyPlanNow(input, current.id, current.product.name, product);
    // Ending the paid subscription at Stripe now; its deleted event later finds the row canceled.
    await stripe.subscriptions.cancel(current.billing_subscription_id);
    const now = new Date();
    await db.$transaction(async (tx) => {
      const free = await fallBackToFree(tx, current, now);
      await recordAudit(tx, {
        teamId,
        action: "subscription.changed",
        ...input.actor,
        targetType: "subscription",
        targetId: free.id,
        details: { from: current.product.name, to: product.name, interval: product.interval },
      });
    });
    return getCurrentSubscription({ teamId });
  }

  const price = stripePriceFor(product);
  if (!price) {
    const setting = `STRIPE_PRICE_${product.name.toUpperCase().replace(/[^A-Z0-9]+/g, "_")}_${product.interval.toUpperCase()}`;
    throw ApiError.conflict(
      `The ${product.name} (${product.interval}) plan has no Stripe price: set ${setting}`,
      "PLAN_NOT_PURCHASABLE",
    );
  }
  if (current.billing_subscription_id && current.status !== "canceled") {
    const existing = await stripe.subscriptions.retrieve(current.billing_subscription_id);
    const item = existing.items.data[0];
    await stripe.subscriptions.update(current.billing_subscription_id, {
      items: [{ id: item.id, price }],
      cancel_at_period_end: false,
      metadata: { teamId, productId: product.id },
    });
    return getCurrentSubscription({ teamId });
  }
  const customer = await ensureStripeCustomer(stripe, current);
  const session = await stripe.checkout.sessions.create({
    mode: "subscription",
    customer,
    client_reference_id: teamId,
    line_items: [{ price, quantity: 1 }],
    metadata: { teamId, productId: product.id },
    subscription_data: { metadata: { teamId, productId: product.id } },
    success_url: billingPage("success"),
    cancel_url: billingPage("cancelled"),
  });
  if (!session.url) throw ApiError.internal();
  return { checkoutUrl: session.url };
}
