import { ApiError } from "@/lib/api/errors";
import { stripeClient } from "@/lib/billing/stripe";
import { env } from "@/lib/env";
import { findTeamSubscription } from "./find-team-subscription";

/** POST /billing/portal: a Stripe customer portal session; 409 when the team has no Stripe customer. */
export async function createPortalSession({ teamId }: { teamId: string }) {
  const stripe = stripeClient();
  const current = await findTeamSubscription(teamId);
  if (!stripe || !current.billing_customer_id) {
    throw ApiError.conflict(
      "This team has no Stripe customer yet: billing is managed here until a paid plan is bought through Stripe",
      "NO_BILLING_CUSTOMER",
    );
  }
  const session = await stripe.billingPortal.sessions.create({
    customer: current.billing_customer_id,
    return_url: `${env.APP_URL}/settings/billing`,
  });
  return { url: session.url };
}
