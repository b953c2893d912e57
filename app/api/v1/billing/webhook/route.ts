import { withApi, methodsNotAllowed } from "@/lib/api";
import { handleStripeWebhook } from "@/lib/services/billing";
import { stripeWebhookOperation } from "@/lib/api/operations/billing";

// Stripe signs the raw bytes, so the body is read as text here, never parsed before verification.
export const POST = withApi(
  async ({ request }) =>
    handleStripeWebhook({ payload: await request.text(), signature: request.headers.get("stripe-signature") }),
  stripeWebhookOperation,
);

export const { GET, HEAD, PUT, PATCH, DELETE } = methodsNotAllowed(["POST"]);
