import type Stripe from "stripe";
import { db } from "@/lib/db";

/** The team's Stripe customer, created (and stored on the subscription) on first use. */
export async function ensureStripeCustomer(
  stripe: Stripe,
  subscription: { id: string; team_id: string; billing_customer_id: string | null; email: string | null },
) {
  if (subscription.billing_customer_id) return subscription.billing_customer_id;
  const team = await db.team.findUniqueOrThrow({ where: { id: subscription.team_id }, select: { name: true } });
  const customer = await stripe.customers.create(
    { name: team.name, email: subscription.email ?? undefined, metadata: { teamId: subscription.team_id } },
    // One customer per team even when two checkouts start at once.
    { idempotencyKey: `sendwell-customer-${subscription.team_id}` },
  );
  await db.subscription.update({ where: { id: subscription.id }, data: { billing_customer_id: customer.id } });
  return customer.id;
}
