import { settleSubscriptionPeriod } from "@/lib/services/billing";
import { settleSubscriptionsContract } from "@/lib/jobs";
import { defineJob } from "./define-job";

// Self-hosted mode has no payment provider to end billing periods: every 15 minutes, a paid plan
// cancelled at period end whose period is over falls back to Free, and one that was not cancelled
// starts its next period. Stripe mode does nothing here (Stripe's webhook decides). Idempotent:
// each row is changed only while its period is still over.

export const settleSubscriptionsJob = defineJob({
  ...settleSubscriptionsContract,
  async handler(_payload, { logger }) {
    logger.info("Subscription periods settled", { settled: await settleSubscriptionPeriod() });
  },
});
