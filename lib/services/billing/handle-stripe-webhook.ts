import type Stripe from "stripe";
import { ApiError } from "@/lib/api/errors";
import { stripeClient, verifyStripeEvent } from "@/lib/billing/stripe";
import { db, type Transaction } from "@/lib/db";
import { logger } from "@/lib/logging/logger";
import { fallBackToFree } from "./free-plan";
import {
  invoiceSubscriptionId,
  stripeSubscriptionFields,
  type StripeSubscriptionFields,
} from "./stripe-subscription-fields";

// POST /billing/webhook (docs/contract.md section 15). The event is verified with the SDK, then applied in
// one transaction that first records its id (BillingEvent): the same event twice changes nothing
// the second time. Each subscription row remembers the `created` time of the newest event applied
// to it (lastEventAt), and an older event arriving late is ignored.

type Change =
  | { kind: "subscription"; stripeSubscriptionId: string; state: StripeSubscriptionFields; deleted: boolean }
  | { kind: "invoice"; stripeSubscriptionId: string; paid: boolean };

async function changeOf(event: Stripe.Event): Promise<Change | null> {
  switch (event.type) {
    case "checkout.session.completed": {
      const session = event.data.object;
      const id = typeof session.subscription === "string" ? session.subscription : session.subscription?.id;
      const stripe = stripeClient();
      if (!id || !stripe) return null;
      // The session names the subscription; its state (plan, status, period) is read from Stripe.
      const subscription = await stripe.subscriptions.retrieve(id);
      const state = await stripeSubscriptionFields(subscription);
      return {
        kind: "subscription",
        stripeSubscriptionId: id,
        state: { ...state, teamId: state.teamId ?? session.client_reference_id ?? null },
        deleted: false,
      };
    }
    case "customer.subscription.created":
    case "customer.subscription.updated":
    case "customer.subscription.deleted": {
      const subscription = event.data.object;
      const state = await stripeSubscriptionFields(subscription);
      return {
        kind: "subscription",
        stripeSubscriptionId: subscription.id,
        state,
        deleted: event.type.endsWith("deleted") || state.status === "canceled",
      };
    }
    case "invoice.paid":
    case "invoice.payment_failed": {
      const id = invoiceSubscriptionId(event.data.object);
      return id ? { kind: "invoice", stripeSubscriptionId: id, paid: event.type === "invoice.paid" } : null;
    }
    default:
      return null;
  }
}

/** The row an event is about: linked by the Stripe subscription id, else the team's current one. */
async function targetRow(tx: Transaction, stripeSubscriptionId: string, teamId: string | null) {
  const linked = await tx.subscription.findFirst({ where: { billing_subscription_id: stripeSubscriptionId } });
  if (linked || !teamId) return linked;
  return tx.subscription.findFirst({
    where: { team_id: teamId, status: { in: ["active", "failed", "paused"] } },
    orderBy: { createdAt: "desc" },
  });
}

async function apply(tx: Transaction, change: Change, eventAt: Date) {
  const teamId = change.kind === "subscription" ? change.state.teamId : null;
  const row = await targetRow(tx, change.stripeSubscriptionId, teamId);
  if (!row) return "no matching subscription";
  await tx.$queryRaw`SELECT "id" FROM "Subscription" WHERE "id" = ${row.id} FOR UPDATE`;
  const fresh = await tx.subscription.findUniqueOrThrow({ where: { id: row.id } });
  if (fresh.lastEventAt && eventAt < fresh.lastEventAt) return "older than the last event applied";
  if (fresh.status === "canceled") return "subscription already ended";

  if (change.kind === "invoice") {
    const data = change.paid
      ? { status: fresh.status === "paused" ? fresh.status : ("active" as const), failedAt: null }
      : { status: "failed" as const, failedAt: fresh.failedAt ?? eventAt };
    await tx.subscription.update({ where: { id: fresh.id }, data: { ...data, lastEventAt: eventAt } });
    return "applied";
  }
  if (change.deleted) {
    await fallBackToFree(tx, fresh, eventAt, eventAt);
    return "applied";
  }
  const { status, productId, fields } = change.state;
  // An incomplete first payment does not take the team off its current plan.
  if (status === "pending" && fresh.billing_subscription_id !== change.stripeSubscriptionId)
    return "payment incomplete";
  await tx.subscription.update({
    where: { id: fresh.id },
    data: {
      ...fields,
      ...(productId ? { product_id: productId } : {}),
      status,
      failedAt: status === "failed" ? (fresh.failedAt ?? eventAt) : null,
      canceled_at: fields.cancelAtPeriodEnd ? (fresh.canceled_at ?? eventAt) : null,
      lastEventAt: eventAt,
    },
  });
  return "applied";
}

export async function handleStripeWebhook({ payload, signature }: { payload: string; signature: string | null }) {
  if (!signature)
    throw new ApiError(400, "validation_error", "INVALID_SIGNATURE", "The Stripe-Signature header is missing");
  let event: Stripe.Event;
  try {
    event = verifyStripeEvent(payload, signature);
  } catch (error) {
    logger.warn({ reason: error instanceof Error ? error.message : String(error) }, "Stripe webhook refused");
    throw new ApiError(
      400,
      "validation_error",
      "INVALID_SIGNATURE",
      "The Stripe-Signature header does not match this payload signed with STRIPE_WEBHOOK_SECRET, or is too old",
    );
  }
  const change = await changeOf(event);
  const eventAt = new Date(event.created * 1000);
  const outcome = await db.$transaction(async (tx) => {
    const recorded = await tx.$executeRaw`INSERT INTO "BillingEvent" ("id", "type", "createdAt", "updatedAt")
      VALUES (${event.id}, ${event.type}, now(), now()) ON CONFLICT DO NOTHING`;
    if (recorded === 0) return "already handled";
    return change ? apply(tx, change, eventAt) : "not handled";
  });
  logger.info({ eventId: event.id, type: event.type, outcome }, "Stripe event");
  return { received: true as const };
}
