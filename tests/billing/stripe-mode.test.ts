import { describe, expect, it } from "vitest";
import { db } from "@/lib/db";
import { env } from "@/lib/env";
import { errorEnvelope } from "../auth/auth-client";
import { createTestTeam } from "../helpers/teams";
import { billing, plan } from "./billing-client";
import { subscriptionObject } from "./stripe-stand-in";
import { now, PERIOD_END, PERIOD_START, PRICES, useStripeMode } from "./stripe-mode-harness";

// Stripe mode (docs/contract.md section 15) against a local stand-in of the Stripe API: the official SDK
// makes the calls, and webhook events are signed with the SDK's generateTestHeaderString, so the
// real verification runs.

// This file: upgrades through Checkout, downgrades and cancels (failed payments, webhook delivery, the portal
// and invoices are in stripe-mode-webhooks.test.ts).

const stripeMode = useStripeMode();
const { deliver, upgradedTeam } = stripeMode;

describe("Stripe mode: upgrade through Checkout", () => {
  it("answers a Checkout URL, keeps Free until the webhook confirms, then holds Pro with Stripe's period", async () => {
    const { team, token } = await createTestTeam("Checkout Co");
    const pro = await plan("Pro");
    const started = await billing.changePlan(token, pro.id);
    expect(started).toEqual({
      status: 200,
      body: { checkoutUrl: expect.stringMatching(/^https:\/\/checkout\.stripe\.test\/c\/pay\/cs_/) },
    });
    const session = stripeMode.stripe.calls.findLast((call) => call.path === "/v1/checkout/sessions")!;
    expect(Object.fromEntries(session.params)).toMatchObject({
      mode: "subscription",
      "line_items[0][price]": PRICES.PRO_MONTHLY,
      "line_items[0][quantity]": "1",
      client_reference_id: team.id,
      "metadata[teamId]": team.id,
      "metadata[productId]": pro.id,
      success_url: `${env.APP_URL}/settings/billing?checkout=success`,
    });
    const row = await db.subscription.findFirstOrThrow({ where: { team_id: team.id } });
    expect(session.params.get("customer")).toBe(row.billing_customer_id);
    // Nothing changes before Stripe confirms.
    expect((await billing.current(token)).body).toMatchObject({ product: { name: "Free" }, status: "active" });

    const subscription = stripeMode.addProSubscription(row.billing_customer_id!, team.id, pro.id);
    const completed = await deliver("checkout.session.completed", {
      id: "cs_1",
      object: "checkout.session",
      subscription: subscription.id,
      customer: row.billing_customer_id,
      client_reference_id: team.id,
      metadata: {},
    });
    expect(completed).toEqual({
      status: 200,
      body: { received: true },
      id: completed.id,
      payload: completed.payload,
      header: completed.header,
    });

    const current = await billing.current(token);
    expect(current.body).toMatchObject({
      status: "active",
      product: { id: pro.id, name: "Pro", interval: "monthly" },
      billing_subscription_id: subscription.id,
      billing_customer_id: row.billing_customer_id,
      current_period_start: new Date(PERIOD_START * 1000).toISOString(),
      current_period_end: new Date(PERIOD_END * 1000).toISOString(),
      cancelAtPeriodEnd: false,
    });
    // The new limits show in usage.
    expect(current.body.usage.emails.limit).toBe(100_000);
    expect(current.body.usage.features).toContainEqual({ feature: "email_campaigns", used: 0, limit: 1000 });
  });

  it("answers 409 PLAN_NOT_PURCHASABLE for a plan with no Stripe price", async () => {
    const { token } = await createTestTeam();
    const enterpriseYearly = await plan("Enterprise", "yearly");
    expect(await billing.changePlan(token, enterpriseYearly.id)).toEqual({
      status: 409,
      body: errorEnvelope(
        "conflict",
        "PLAN_NOT_PURCHASABLE",
        "The Enterprise (yearly) plan has no Stripe price: set STRIPE_PRICE_ENTERPRISE_YEARLY",
      ),
    });
  });

  it("changes the price of an existing Stripe subscription and applies it when Stripe's update arrives", async () => {
    const { token, subscription } = await upgradedTeam();
    const enterprise = await plan("Enterprise");
    const answer = await billing.changePlan(token, enterprise.id);
    expect(answer.status).toBe(200);
    expect(answer.body.product.name).toBe("Pro");
    const update = stripeMode.stripe.calls.findLast(
      (call) => call.path === `/v1/subscriptions/${subscription.id}` && call.method === "POST",
    )!;
    expect(update.params.get("items[0][price]")).toBe(PRICES.ENTERPRISE_MONTHLY);
    expect(update.params.get("items[0][id]")).toBe(`si_${subscription.id}`);
    await deliver(
      "customer.subscription.updated",
      subscriptionObject(stripeMode.stripe.subscription(subscription.id)!),
    );
    expect((await billing.current(token)).body.product.name).toBe("Enterprise");
  });
});

describe("Stripe mode: downgrade and cancel", () => {
  it("downgrades to Free at once, cancelling the Stripe subscription; its deleted event changes nothing more", async () => {
    const { team, token, subscription } = await upgradedTeam();
    const free = await plan("Free");
    const answer = await billing.changePlan(token, free.id);
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({
      product: { name: "Free" },
      status: "active",
      billing_subscription_id: null,
      current_period_end: null,
    });
    expect(
      stripeMode.stripe.calls.some(
        (call) => call.method === "DELETE" && call.path === `/v1/subscriptions/${subscription.id}`,
      ),
    ).toBe(true);

    const deleted = await deliver(
      "customer.subscription.deleted",
      subscriptionObject(stripeMode.stripe.subscription(subscription.id)!),
    );
    expect(deleted.status).toBe(200);
    const rows = await db.subscription.findMany({ where: { team_id: team.id }, orderBy: { createdAt: "asc" } });
    expect(rows.map((row) => row.status)).toEqual(["canceled", "active"]);
    expect(rows[1].product_id).toBe(free.id);
  });

  it("cancels at period end: Pro until Stripe deletes the subscription, then Free", async () => {
    const { team, token, subscription } = await upgradedTeam();
    const cancelled = await billing.cancel(token);
    expect(cancelled.status).toBe(200);
    expect(cancelled.body).toMatchObject({
      cancelAtPeriodEnd: true,
      product: { name: "Pro" },
      status: "active",
      canceled_at: expect.any(String),
    });
    const update = stripeMode.stripe.calls.findLast(
      (call) => call.path === `/v1/subscriptions/${subscription.id}` && call.method === "POST",
    )!;
    expect(update.params.get("cancel_at_period_end")).toBe("true");

    // Stripe confirms the cancellation; the plan still runs to the period's end.
    await deliver(
      "customer.subscription.updated",
      subscriptionObject(stripeMode.stripe.subscription(subscription.id)!),
    );
    expect((await billing.current(token)).body).toMatchObject({ product: { name: "Pro" }, cancelAtPeriodEnd: true });

    await deliver(
      "customer.subscription.deleted",
      { ...subscriptionObject(stripeMode.stripe.subscription(subscription.id)!), status: "canceled" },
      now() + 1,
    );
    const after = await billing.current(token);
    expect(after.body).toMatchObject({
      product: { name: "Free" },
      status: "active",
      cancelAtPeriodEnd: false,
      billing_subscription_id: null,
    });
    // The Stripe customer stays with the team (invoices, portal).
    expect(after.body.billing_customer_id).toBe(subscription.customer);
    expect(
      await db.subscription.count({
        where: { team_id: team.id, status: "canceled", billing_subscription_id: subscription.id },
      }),
    ).toBe(1);
  });
});
