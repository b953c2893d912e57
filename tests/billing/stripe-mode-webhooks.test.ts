import { describe, expect, it } from "vitest";
import { db } from "@/lib/db";
import { env } from "@/lib/env";
import { errorEnvelope } from "../auth/auth-client";
import { emails } from "../emails/email-client";
import { smtpConfigFor } from "../emails/fixtures";
import { createTestTeam } from "../helpers/teams";
import { uniqueEmail } from "../helpers/unique";
import { billing } from "./billing-client";
import { signedEvent, subscriptionObject } from "./stripe-stand-in";
import { now, PRICES, useStripeMode, WEBHOOK_SECRET } from "./stripe-mode-harness";

// Stripe mode (docs/contract.md section 15) against a local stand-in of the Stripe API: the official SDK
// makes the calls, and webhook events are signed with the SDK's generateTestHeaderString, so the
// real verification runs.

// This file: failed payments and the grace period, webhook delivery, the portal and invoices (upgrades,
// downgrades and cancels are in stripe-mode.test.ts).

const stripeMode = useStripeMode();
const { deliver, upgradedTeam } = stripeMode;

describe("Stripe mode: failed payment, grace period, blocked sends", () => {
  it("failed -> sends allowed for 7 days -> new sends blocked, reads fine -> invoice paid -> active and sending", async () => {
    const { team, token, subscription } = await upgradedTeam();
    await smtpConfigFor(team.id, { port: stripeMode.peer.port });
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
    const state = stripeMode.stripe.subscription(subscription.id)!;
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
      object: subscriptionObject(stripeMode.stripe.subscription(subscription.id)!),
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
    const call = stripeMode.stripe.calls.findLast((c) => c.path === "/v1/billing_portal/sessions")!;
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
