import type { SubscriptionStatus } from "@/lib/generated/prisma/enums";

/**
 * Statuses whose plan still applies. A failed payment keeps the plan (sends stop only after the
 * grace period, lib/services/billing/assert-sending-allowed.ts); a paused one keeps it for reads.
 */
export const ENTITLED_STATUSES: SubscriptionStatus[] = ["active", "failed", "paused"];
