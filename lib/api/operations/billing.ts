import { defineOperation } from "./define-operation";
import { PlansResponseSchema } from "@/lib/validation/plans";
import {
  CurrentSubscriptionSchema,
  ChangePlanResponseSchema,
  ChangePlanBodySchema,
  PortalResponseSchema,
  InvoicesResponseSchema,
  WebhookReceivedSchema,
} from "@/lib/validation/billing";

export const listPlansOperation = defineOperation({
  method: "GET",
  path: "/plans",
  summary: "List plans",
  description: "Every plan on offer with its feature entitlements and limits. No credential needed.",
  tags: ["Plans"],
  auth: "public",
  response: PlansResponseSchema,
});

export const getSubscriptionOperation = defineOperation({
  method: "GET",
  path: "/subscriptions",
  summary: "Current subscription",
  description:
    "The current subscription of the caller's team, with its plan and `usage`: each capped feature `{ feature, used, limit }` " +
    "and the emails queued this calendar month against the plan's `email_limit`. A new team holds an active Free subscription.",
  tags: ["Subscriptions"],
  permission: "subscriptions:read",
  response: CurrentSubscriptionSchema,
  errors: [404],
});

export const changePlanOperation = defineOperation({
  method: "POST",
  path: "/subscriptions",
  summary: "Change the plan",
  description:
    "ADMIN only. Self-hosted (no `STRIPE_SECRET_KEY`): the plan changes at once and the subscription is answered. Stripe mode: " +
    "a free plan changes at once; a paid plan answers `{ checkoutUrl }` (Stripe Checkout), or, for a team already paying through " +
    "Stripe, changes the price of its Stripe subscription; the plan changes when Stripe's webhook confirms. A downgrade keeps all " +
    "data: what is over the new caps stays readable but cannot grow. 409 `PLAN_NOT_PURCHASABLE` when the plan has no Stripe price.",
  tags: ["Subscriptions"],
  permission: "subscriptions:write",
  body: ChangePlanBodySchema,
  successStatus: 200,
  response: ChangePlanResponseSchema,
  errors: [404, 409],
});

export const cancelSubscriptionOperation = defineOperation({
  method: "POST",
  path: "/subscriptions/cancel",
  summary: "Cancel at period end",
  description:
    "ADMIN only. The paid plan runs until `current_period_end` (`cancelAtPeriodEnd: true`), then the team falls back to Free. " +
    "409 on the Free plan.",
  tags: ["Subscriptions"],
  permission: "subscriptions:write",
  successStatus: 200,
  response: CurrentSubscriptionSchema,
  errors: [409],
});

export const openBillingPortalOperation = defineOperation({
  method: "POST",
  path: "/billing/portal",
  summary: "Stripe customer portal",
  description:
    "ADMIN only. A Stripe customer portal session `{ url }` (payment methods, invoices). 409 `NO_BILLING_CUSTOMER` when the team has no Stripe customer.",
  tags: ["Subscriptions"],
  permission: "subscriptions:write",
  successStatus: 200,
  response: PortalResponseSchema,
  errors: [409],
});

export const listInvoicesOperation = defineOperation({
  method: "GET",
  path: "/billing/invoices",
  summary: "Invoices",
  description:
    "The team's latest invoices from Stripe (at most 24, newest first). Self-hosted mode has none: `mode` says which applies.",
  tags: ["Subscriptions"],
  permission: "subscriptions:read",
  response: InvoicesResponseSchema,
});

export const stripeWebhookOperation = defineOperation({
  method: "POST",
  path: "/billing/webhook",
  summary: "Stripe webhook",
  description:
    "No user credential: the `Stripe-Signature` header is verified with `STRIPE_WEBHOOK_SECRET` (bad or missing: 400 " +
    "`INVALID_SIGNATURE`, nothing changes). Handles `checkout.session.completed`, `customer.subscription.created|updated|deleted`, " +
    "`invoice.paid` and `invoice.payment_failed`; others are acknowledged. The same event id twice changes nothing the second " +
    "time, and an event older than the last one applied to its subscription is ignored.",
  tags: ["Subscriptions"],
  auth: "public",
  successStatus: 200,
  response: WebhookReceivedSchema,
  errors: [400],
});
