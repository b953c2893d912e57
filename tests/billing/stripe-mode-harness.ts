import { afterAll, beforeAll, expect } from "vitest";
import { db } from "@/lib/db";
import { env } from "@/lib/env";
import { type ScriptedPeer, useScriptedPeerAndBoss } from "../emails/send-job-harness";
import { createTestTeam } from "../helpers/teams";
import { billing, plan } from "./billing-client";
import { signedEvent, startStripeStandIn, type StripeStandIn } from "./stripe-stand-in";

// The set-up of the Stripe-mode files (stripe-mode.test.ts, stripe-mode-webhooks.test.ts): a local stand-in
// of the Stripe API put in env for the file, signed webhook deliveries, and a team upgraded through Checkout.

export const WEBHOOK_SECRET = "whsec_sendwell_billing_test_secret";
export const PRICES = {
  PRO_MONTHLY: "price_pro_monthly",
  PRO_YEARLY: "price_pro_yearly",
  ENTERPRISE_MONTHLY: "price_enterprise_monthly",
};
export const now = () => Math.floor(Date.now() / 1000);

export const PERIOD_START = 1_795_000_000;
export const PERIOD_END = PERIOD_START + 30 * 24 * 3600;

/** Registers the file's hooks; `stripe` and `peer` are there once they have run. */
export function useStripeMode() {
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

  async function deliver(type: string, object: unknown, created = now(), id = `evt_${++eventCounter}_${Date.now()}`) {
    const { payload, header } = signedEvent(WEBHOOK_SECRET, { id, type, created, object });
    const answer = await billing.webhook(payload, header);
    return { ...answer, id, payload, header };
  }

  /** An active Pro monthly subscription of `customer` in the stand-in, for the current period, as Checkout leaves it. */
  function addProSubscription(customer: string, teamId: string, productId: string) {
    return stripe.addSubscription({
      customer,
      price: PRICES.PRO_MONTHLY,
      status: "active",
      periodStart: PERIOD_START,
      periodEnd: PERIOD_END,
      cancelAtPeriodEnd: false,
      metadata: { teamId, productId },
    });
  }

  /** A team upgraded to Pro monthly through Checkout and the checkout.session.completed webhook. */
  async function upgradedTeam() {
    const { team, token, user } = await createTestTeam("Stripe Co");
    const pro = await plan("Pro");
    const started = await billing.changePlan(token, pro.id);
    expect(started.status).toBe(200);
    const customer = stripe.calls.findLast((call) => call.path === "/v1/customers")!;
    const customerId = (await db.subscription.findFirstOrThrow({ where: { team_id: team.id } })).billing_customer_id!;
    const subscription = addProSubscription(customerId, team.id, pro.id);
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

  return {
    get stripe() {
      return stripe;
    },
    get peer() {
      return peer;
    },
    deliver,
    addProSubscription,
    upgradedTeam,
  };
}
