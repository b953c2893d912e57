// Billing: plan changes, Stripe checkout, portal and webhooks, invoices, daily sends, period settlement.
export { cancelSubscription } from "./cancel-subscription";
export { changePlan } from "./change-plan";
export { createPortalSession } from "./create-portal-session";
export { getDailySends } from "./get-daily-sends";
export { handleStripeWebhook } from "./handle-stripe-webhook";
export { listInvoices } from "./list-invoices";
export { settleSubscriptionPeriod } from "./settle-subscription-period";
