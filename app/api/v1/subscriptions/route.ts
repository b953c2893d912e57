import { withApi } from "@/lib/api/with-api";
import { auditActor } from "@/lib/services/audit/record-audit";
import { changePlan } from "@/lib/services/billing/change-plan";
import { getCurrentSubscription } from "@/lib/services/subscriptions/get-current-subscription";
import { ChangePlanBodySchema, ChangePlanResponseSchema, CurrentSubscriptionSchema } from "@/lib/validation/billing";
import { methodsNotAllowed } from "@/lib/api/method-not-allowed";

export const GET = withApi(({ principal }) => getCurrentSubscription({ teamId: principal.teamId }), {
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

export const POST = withApi(
  ({ principal, body, ip }) =>
    changePlan({ teamId: principal.teamId, productId: body.productId, actor: auditActor(principal, ip) }),
  {
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
  },
);

export const { PUT, PATCH, DELETE } = methodsNotAllowed(["GET", "POST"]);
