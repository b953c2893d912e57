import type Stripe from "stripe";
import { stripePriceFor } from "@/lib/billing/stripe";
import { db } from "@/lib/db";
import type { SubscriptionStatus } from "@/lib/generated/prisma/enums";

// How a Stripe subscription object reads as Sendwell's Subscription fields (docs/contract.md section 15).

const STATUS: Record<Stripe.Subscription.Status, SubscriptionStatus> = {
  active: "active",
  trialing: "active",
  past_due: "failed",
  unpaid: "failed",
  canceled: "canceled",
  paused: "paused",
  incomplete: "pending",
  incomplete_expired: "canceled",
};

const fromUnix = (seconds: number | null | undefined) => (seconds ? new Date(seconds * 1000) : null);
const idOf = (value: string | { id: string } | null | undefined) =>
  value == null ? null : typeof value === "string" ? value : value.id;

/** The plan a Stripe subscription pays for: by its price id, else the productId Sendwell put in its metadata. */
async function productFor(subscription: Stripe.Subscription): Promise<string | null> {
  const priceId = subscription.items.data[0]?.price?.id;
  const products = await db.product.findMany({ select: { id: true, name: true, interval: true, billing_id: true } });
  const byPrice = priceId ? products.find((product) => stripePriceFor(product) === priceId) : undefined;
  if (byPrice) return byPrice.id;
  const fromMetadata = subscription.metadata?.productId;
  return products.some((product) => product.id === fromMetadata) ? fromMetadata : null;
}

export async function stripeSubscriptionFields(subscription: Stripe.Subscription) {
  const item = subscription.items.data[0];
  return {
    status: STATUS[subscription.status] ?? "pending",
    productId: await productFor(subscription),
    teamId: subscription.metadata?.teamId ?? null,
    fields: {
      billing_subscription_id: subscription.id,
      billing_customer_id: idOf(subscription.customer),
      current_period_start: fromUnix(item?.current_period_start) ?? new Date(),
      current_period_end: fromUnix(item?.current_period_end),
      cancelAtPeriodEnd: subscription.cancel_at_period_end,
      trial_end: fromUnix(subscription.trial_end),
    },
  };
}

export type StripeSubscriptionFields = Awaited<ReturnType<typeof stripeSubscriptionFields>>;

/** The subscription an invoice belongs to (invoice.parent.subscription_details since API 2025-03). */
export function invoiceSubscriptionId(invoice: Stripe.Invoice): string | null {
  return idOf(invoice.parent?.subscription_details?.subscription ?? null);
}
