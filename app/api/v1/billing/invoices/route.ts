import { withApi } from "@/lib/api/with-api";
import { listInvoices } from "@/lib/services/billing/list-invoices";
import { InvoicesResponseSchema } from "@/lib/validation/billing";
import { methodsNotAllowed } from "@/lib/api/method-not-allowed";

export const GET = withApi(({ principal }) => listInvoices({ teamId: principal.teamId }), {
  method: "GET",
  path: "/billing/invoices",
  summary: "Invoices",
  description:
    "The team's latest invoices from Stripe (at most 24, newest first). Self-hosted mode has none: `mode` says which applies.",
  tags: ["Subscriptions"],
  permission: "subscriptions:read",
  response: InvoicesResponseSchema,
});

export const { POST, PUT, PATCH, DELETE } = methodsNotAllowed(["GET"]);
