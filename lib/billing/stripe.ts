import Stripe from "stripe";
import { env } from "@/lib/env";
import type { ProductInterval } from "@/lib/generated/prisma/enums";

// The one door to Stripe (docs/ARCHITECTURE.md "outside services"). Without STRIPE_SECRET_KEY Sendwell
// runs self-hosted: plan changes apply at once and nothing here is called. STRIPE_API_URL points
// the official SDK at another host (tests use a local stand-in of the few endpoints used).

let cached: { key: string; url: string | undefined; client: Stripe } | null = null;

/** True when a Stripe secret key is configured (Stripe mode). */
export function stripeEnabled(): boolean {
  return Boolean(env.STRIPE_SECRET_KEY);
}

/** The SDK client for the current settings; null in self-hosted mode. */
export function stripeClient(): Stripe | null {
  const key = env.STRIPE_SECRET_KEY;
  if (!key) return null;
  if (cached && cached.key === key && cached.url === env.STRIPE_API_URL) return cached.client;
  const url = env.STRIPE_API_URL ? new URL(env.STRIPE_API_URL) : null;
  const client = new Stripe(key, {
    maxNetworkRetries: 1,
    timeout: 20_000,
    appInfo: { name: "Sendwell" },
    ...(url
      ? {
          host: url.hostname,
          port: url.port || (url.protocol === "https:" ? 443 : 80),
          protocol: url.protocol === "https:" ? "https" : "http",
        }
      : {}),
  });
  cached = { key, url: env.STRIPE_API_URL, client };
  return client;
}

/** The key of STRIPE_PRICE_<PLAN>_<INTERVAL> for a plan: "Pro" monthly -> "PRO_MONTHLY". */
function priceSettingKey(planName: string, interval: ProductInterval): string {
  return `${planName
    .trim()
    .toUpperCase()
    .replace(/[^A-Z0-9]+/g, "_")}_${interval.toUpperCase()}`;
}

/** The Stripe price id of a plan: the setting when given, else the plan's stored billing_id. */
export function stripePriceFor(plan: {
  name: string;
  interval: ProductInterval;
  billing_id: string | null;
}): string | null {
  return env.STRIPE_PRICES[priceSettingKey(plan.name, plan.interval)] ?? plan.billing_id ?? null;
}

/**
 * Verifies the Stripe-Signature header with STRIPE_WEBHOOK_SECRET and answers the event (the SDK
 * throws when the header is missing, malformed, too old or signed with another secret).
 */
export function verifyStripeEvent(payload: string, signature: string | null): Stripe.Event {
  const secret = env.STRIPE_WEBHOOK_SECRET;
  if (!secret) throw new Error("STRIPE_WEBHOOK_SECRET is not set");
  if (!signature) throw new Error("Stripe-Signature header missing");
  // Only verification needs the SDK here, so any client (or a keyless one) will do.
  const client = stripeClient() ?? new Stripe("sk_unused");
  return client.webhooks.constructEvent(payload, signature, secret);
}

export type { Stripe };
