import { withApi } from "@/lib/api/with-api";
import { createPortalSession } from "@/lib/services/billing/create-portal-session";
import { PortalResponseSchema } from "@/lib/validation/billing";
import { methodsNotAllowed } from "@/lib/api/method-not-allowed";

export const POST = withApi(({ principal }) => createPortalSession({ teamId: principal.teamId }), {
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

export const { GET, HEAD, PUT, PATCH, DELETE } = methodsNotAllowed(["POST"]);
