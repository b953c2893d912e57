"use client";

import { useQuery } from "@tanstack/react-query";
import type { z } from "zod";
import type { SubscriptionSchema } from "@/lib/validation/subscriptions";
import { useApiClient } from "./api-client";

export type Subscription = z.output<typeof SubscriptionSchema>;

export const subscriptionKeys = {
  all: ["subscriptions"] as const,
  current: () => [...subscriptionKeys.all, "current"] as const,
};

/** The team's plan and its entitlements (GET /subscriptions). */
export function useCurrentSubscription() {
  const api = useApiClient();
  return useQuery({
    queryKey: subscriptionKeys.current(),
    queryFn: ({ signal }) => api.request<Subscription>("/subscriptions", { signal }),
    enabled: api.ready,
  });
}
