"use client";

import type { z } from "zod";
import type { SubscriptionSchema } from "@/lib/validation/subscriptions";
import { resourceKeys, useApiQuery } from "./api-hooks";

export type Subscription = z.output<typeof SubscriptionSchema>;

export const subscriptionKeys = resourceKeys("subscriptions");

/** The team's plan and its entitlements (GET /subscriptions). */
export function useCurrentSubscription() {
  return useApiQuery<Subscription>(subscriptionKeys.current(), "/subscriptions");
}
