import { withApi } from "@/lib/api/with-api";
import { handleStripeWebhook } from "@/lib/services/billing/handle-stripe-webhook";
import { WebhookReceivedSchema } from "@/lib/validation/billing";
import { methodsNotAllowed } from "@/lib/api/method-not-allowed";

// Stripe signs the raw bytes, so the body is read as text here, never parsed before verification.
export const POST = withApi(
  async ({ request }) =>
    handleStripeWebhook({ payload: await request.text(), signature: request.headers.get("stripe-signature") }),
  {
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
  },
);

export const { GET, HEAD, PUT, PATCH, DELETE } = methodsNotAllowed(["POST"]);
