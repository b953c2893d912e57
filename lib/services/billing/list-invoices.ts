import { stripeClient } from "@/lib/billing/stripe";
import { findTeamSubscription } from "./find-team-subscription";

/** GET /billing/invoices: the team's latest Stripe invoices (none in self-hosted mode). */
export async function listInvoices({ teamId }: { teamId: string }) {
  const stripe = stripeClient();
  if (!stripe) return { mode: "self-hosted" as const, invoices: [] };
  const current = await findTeamSubscription(teamId);
  if (!current.billing_customer_id) return { mode: "stripe" as const, invoices: [] };
  const page = await stripe.invoices.list({ customer: current.billing_customer_id, limit: 24 });
  return {
    mode: "stripe" as const,
    invoices: page.data.map((invoice) => ({
      id: invoice.id ?? "",
      number: invoice.number ?? null,
      status: invoice.status ?? null,
      total: invoice.total,
      currency: invoice.currency,
      created: new Date(invoice.created * 1000).toISOString(),
      hostedInvoiceUrl: invoice.hosted_invoice_url ?? null,
      pdfUrl: invoice.invoice_pdf ?? null,
    })),
  };
}
