import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { db } from "@/lib/db";
import { env } from "@/lib/env";
import { errorEnvelope } from "../auth/auth-client";
import { emails } from "../emails/email-client";
import { smtpConfigFor } from "../emails/fixtures";
import { type ScriptedPeer, useScriptedPeerAndBoss } from "../emails/send-job-harness";
import { createTestTeam } from "../helpers/teams";
import { uniqueEmail } from "../helpers/unique";
import { billing, plan } from "./billing-client";
import { signedEvent, startStripeStandIn, subscriptionObject, type StripeStandIn } from "./stripe-stand-in";

// Stripe mode (docs/contract.md section 15) against a local stand-in of the Stripe API: the official SDK
// makes the calls, and webhook events are signed with the SDK's generateTestHeaderString, so the
// real verification runs.

const WEBHOOK_SECRET = "whsec_sendwell_billing_test_secret";
const PRICES = {
  PRO_MONTHLY: "price_pro_monthly",
  PRO_YEARLY: "price_pro_yearly",
  ENTERPRISE_MONTHLY: "price_enterprise_monthly",
};
let stripe: StripeStandIn;
let peer: ScriptedPeer;
useScriptedPeerAndBoss((started) => (peer = started));

const saved = {
  key: env.STRIPE_SECRET_KEY,
  url: env.STRIPE_API_URL,
  secret: env.STRIPE_WEBHOOK_SECRET,
  prices: env.STRIPE_PRICES,
};
beforeAll(async () => {
  stripe = await startStripeStandIn();
  Object.assign(env, {
    STRIPE_SECRET_KEY: "sk_test_sendwell",
    STRIPE_API_URL: stripe.url,
    STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
    STRIPE_PRICES: PRICES,
  });
});
afterAll(async () => {
  Object.assign(env, {
    STRIPE_SECRET_KEY: saved.key,
    STRIPE_API_URL: saved.url,
    STRIPE_WEBHOOK_SECRET: saved.secret,
    STRIPE_PRICES: saved.prices,
  });
  await stripe.close();
});

let eventCounter = 0;
const now = () => Math.floor(Date.now() / 1000);

async function deliver(type: string, object: unknown, created = now(), id = `evt_${++eventCounter}_${Date.now()}`) {
  const { payload, header } = signedEvent(WEBHOOK_SECRET, { id, type, created, object });
  const answer = await billing.webhook(payload, header);
  return { ...answer, id, payload, header };
}

const PERIOD_START = 1_795_000_000;
const PERIOD_END = PERIOD_START + 30 * 24 * 3600;

/** A team upgraded to Pro monthly through Checkout and the checkout.session.completed webhook. */
async function upgradedTeam() {
  const { team, token, user } = await createTestTeam("Stripe Co");
  const pro = await plan("Pro");
  const started = await billing.changePlan(token, pro.id);
  expect(started.status).toBe(200);
  const customer = stripe.calls.findLast((call) => call.path === "/v1/customers")!;
  const subscription = stripe.addSubscription({
    customer: (await db.subscription.findFirstOrThrow({ where: { team_id: team.id } })).billing_customer_id!,
    price: PRICES.PRO_MONTHLY,
    status: "active",
    periodStart: PERIOD_START,
    periodEnd: PERIOD_END,
    cancelAtPeriodEnd: false,
    metadata: { teamId: team.id, productId: pro.id },
  });
  const completed = await deliver("checkout.session.completed", {
    id: `cs_${subscription.id}`,
    object: "checkout.session",
    mode: "subscription",
    customer: subscription.customer,
    subscription: subscription.id,
    client_reference_id: team.id,
    metadata: { teamId: team.id, productId: pro.id },
  });
  expect(completed).toMatchObject({ status: 200, body: { received: true } });
  return { team, token, user, pro, subscription, customer, checkoutUrl: started.body.checkoutUrl as string };
}

describe("Stripe mode: upgrade through Checkout", () => {
  it("answers a Checkout URL, keeps Free until the webhook confirms, then holds Pro with Stripe's period", async () => {
    const { team, token } = await createTestTeam("Checkout Co");
    const pro = await plan("Pro");
    const started = await billing.changePlan(token, pro.id);
    expect(started).toEqual({
      status: 200,
      body: { checkoutUrl: expect.stringMatching(/^https:\/\/checkout\.stripe\.test\/c\/pay\/cs_/) },
    });
    const session = stripe.calls.findLast((call) => call.path === "/v1/checkout/sessions")!;
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

    const subscription = stripe.addSubscription({
      customer: row.billing_customer_id!,
      price: PRICES.PRO_MONTHLY,
      status: "active",
      periodStart: PERIOD_START,
      periodEnd: PERIOD_END,
      cancelAtPeriodEnd: false,
      metadata: { teamId: team.id, productId: pro.id },
    });
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
    const update = stripe.calls.findLast(
      (call) => call.path === `/v1/subscriptions/${subscription.id}` && call.method === "POST",
    )!;
    expect(update.params.get("items[0][price]")).toBe(PRICES.ENTERPRISE_MONTHLY);
    expect(update.params.get("items[0][id]")).toBe(`si_${subscription.id}`);
    await deliver("customer.subscription.updated", subscriptionObject(stripe.subscription(subscription.id)!));
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
      stripe.calls.some((call) => call.method === "DELETE" && call.path === `/v1/subscriptions/${subscription.id}`),
    ).toBe(true);

    const deleted = await deliver(
      "customer.subscription.deleted",
      subscriptionObject(stripe.subscription(subscription.id)!),
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
    const update = stripe.calls.findLast(
      (call) => call.path === `/v1/subscriptions/${subscription.id}` && call.method === "POST",
    )!;
    expect(update.params.get("cancel_at_period_end")).toBe("true");

    // Stripe confirms the cancellation; the plan still runs to the period's end.
    await deliver("customer.subscription.updated", subscriptionObject(stripe.subscription(subscription.id)!));
    expect((await billing.current(token)).body).toMatchObject({ product: { name: "Pro" }, cancelAtPeriodEnd: true });

    await deliver(
      "customer.subscription.deleted",
      { ...subscriptionObject(stripe.subscription(subscription.id)!), status: "canceled" },
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

describe("Stripe mode: failed payment, grace period, blocked sends", () => {
  it("failed -> sends allowed for 7 days -> new sends blocked, reads fine -> invoice paid -> active and sending", async () => {
    const { team, token, subscription } = await upgradedTeam();
    await smtpConfigFor(team.id, { port: peer.port });
    const invoice = (id: string) => ({
      id,
      object: "invoice",
      customer: subscription.customer,
      parent: { type: "subscription_details", subscription_details: { subscription: subscription.id } },
    });

    const failedAt = now();
    await deliver("invoice.payment_failed", invoice("in_failed"), failedAt);
    const failed = await billing.current(token);
    expect(failed.body).toMatchObject({
      status: "failed",
      product: { name: "Pro" },
      failedAt: new Date(failedAt * 1000).toISOString(),
      graceEndsAt: new Date((failedAt + 7 * 24 * 3600) * 1000).toISOString(),
    });
    // Within the grace period mail still goes out.
    const during = await emails.send(token, { to: uniqueEmail("grace"), subject: "Hi", html: "<p>Hi</p>" });
    expect(during.status).toBe(200);

    // Eight days later (the payment still failed), new sends stop; reading does not.
    await db.subscription.updateMany({
      where: { team_id: team.id, status: "failed" },
      data: { failedAt: new Date(Date.now() - 8 * 24 * 3600 * 1000) },
    });
    const since = new Date(Date.now() - 8 * 24 * 3600 * 1000).toISOString().slice(0, 10);
    const blocked = await emails.send(token, { to: uniqueEmail("blocked"), subject: "Hi", html: "<p>Hi</p>" });
    expect(blocked).toMatchObject({
      status: 403,
      body: errorEnvelope(
        "forbidden",
        "PAYMENT_OVERDUE",
        `Payment for your plan is overdue since ${since}: new sends are paused until the invoice is paid. Update your payment method under Settings -> Billing.`,
      ),
    });
    expect((await emails.list(token)).status).toBe(200);
    expect((await emails.get(token, during.body.id)).status).toBe(200);
    expect(await db.email.count({ where: { teamId: team.id } })).toBe(1);

    await deliver("invoice.paid", invoice("in_paid"), now() + 1);
    expect((await billing.current(token)).body).toMatchObject({ status: "active", failedAt: null, graceEndsAt: null });
    expect((await emails.send(token, { to: uniqueEmail("after"), subject: "Hi", html: "<p>Hi</p>" })).status).toBe(200);
  });
});

describe("Stripe mode: webhook delivery", () => {
  it("applies the same event id once: a redelivery changes nothing", async () => {
    const { token, subscription } = await upgradedTeam();
    const invoice = {
      id: "in_1",
      object: "invoice",
      parent: { subscription_details: { subscription: subscription.id } },
    };
    const at = now() + 5;
    const failed = await deliver("invoice.payment_failed", invoice, at);
    expect((await billing.current(token)).body.status).toBe("failed");
    await deliver("invoice.paid", invoice, at);
    expect((await billing.current(token)).body.status).toBe("active");
    // The failure again, same id and same moment: not applied a second time.
    const again = await billing.webhook(failed.payload, failed.header);
    expect(again).toEqual({ status: 200, body: { received: true } });
    expect((await billing.current(token)).body.status).toBe("active");
    expect(await db.billingEvent.count({ where: { id: failed.id } })).toBe(1);
  });

  it("ignores an event older than the last one applied to the subscription", async () => {
    const { token, subscription } = await upgradedTeam();
    const state = stripe.subscription(subscription.id)!;
    const base = now() + 100;
    await deliver(
      "customer.subscription.updated",
      subscriptionObject({ ...state, price: PRICES.ENTERPRISE_MONTHLY }),
      base + 20,
    );
    // Sent before, delivered after: Pro and past_due must not win.
    const stale = await deliver(
      "customer.subscription.updated",
      subscriptionObject({ ...state, price: PRICES.PRO_MONTHLY, status: "past_due" }),
      base + 10,
    );
    expect(stale.status).toBe(200);
    expect((await billing.current(token)).body).toMatchObject({
      product: { name: "Enterprise" },
      status: "active",
      failedAt: null,
    });
  });

  const BAD_SIGNATURE =
    "The Stripe-Signature header does not match this payload signed with STRIPE_WEBHOOK_SECRET, or is too old";

  it("answers 400 for a bad or missing signature and changes nothing", async () => {
    const { token, subscription } = await upgradedTeam();
    const before = (await billing.current(token)).body;
    const event = {
      id: `evt_forged_${Date.now()}`,
      type: "customer.subscription.deleted",
      created: now() + 50,
      object: subscriptionObject(stripe.subscription(subscription.id)!),
    };
    const forged = signedEvent("whsec_someone_else", event);
    const bad = await billing.webhook(forged.payload, forged.header);
    expect(bad).toEqual({
      status: 400,
      body: errorEnvelope("validation_error", "INVALID_SIGNATURE", BAD_SIGNATURE),
    });
    const missing = await billing.webhook(forged.payload);
    expect(missing).toEqual({
      status: 400,
      body: errorEnvelope("validation_error", "INVALID_SIGNATURE", "The Stripe-Signature header is missing"),
    });
    // A valid signature over other bytes is refused too.
    const genuine = signedEvent(WEBHOOK_SECRET, event);
    const tampered = await billing.webhook(
      genuine.payload.replace('"livemode":false', '"livemode":true'),
      genuine.header,
    );
    expect(tampered).toEqual({
      status: 400,
      body: errorEnvelope("validation_error", "INVALID_SIGNATURE", BAD_SIGNATURE),
    });

    const after = (await billing.current(token)).body;
    expect(after).toEqual({ ...before, usage: after.usage });
    expect(await db.billingEvent.count({ where: { id: event.id } })).toBe(0);
  });
});

describe("Stripe mode: portal and invoices", () => {
  it("opens the customer portal for the team's customer and lists its invoices", async () => {
    const { token, subscription } = await upgradedTeam();
    const portal = await billing.portal(token);
    expect(portal).toEqual({
      status: 200,
      body: { url: expect.stringMatching(/^https:\/\/billing\.stripe\.test\/p\/session\//) },
    });
    const call = stripe.calls.findLast((c) => c.path === "/v1/billing_portal/sessions")!;
    expect(call.params.get("customer")).toBe(subscription.customer);
    expect(call.params.get("return_url")).toBe(`${env.APP_URL}/settings/billing`);

    const invoices = await billing.invoices(token);
    expect(invoices).toEqual({
      status: 200,
      body: {
        mode: "stripe",
        invoices: [
          {
            id: "in_test1",
            number: "SW-0001",
            status: "paid",
            total: 2900,
            currency: "usd",
            created: new Date(1_790_000_000_000).toISOString(),
            hostedInvoiceUrl: "https://invoice.stripe.test/i/1",
            pdfUrl: "https://invoice.stripe.test/i/1.pdf",
          },
        ],
      },
    });
  });

  it("answers 409 NO_BILLING_CUSTOMER when the team never bought through Stripe", async () => {
    const { token } = await createTestTeam();
    expect(await billing.portal(token)).toEqual({
      status: 409,
      body: errorEnvelope(
        "conflict",
        "NO_BILLING_CUSTOMER",
        "This team has no Stripe customer yet: billing is managed here until a paid plan is bought through Stripe",
      ),
    });
  });
});
