"use client";

import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { z } from "zod";
import type { CurrentSubscriptionSchema, DailySendsSchema, InvoicesResponseSchema } from "@/lib/validation/billing";
import type { PlansResponseSchema } from "@/lib/validation/plans";
import { useApiClient } from "./api-client";
import { subscriptionKeys } from "./subscriptions";

export type CurrentSubscription = z.output<typeof CurrentSubscriptionSchema>;
export type Plan = z.output<typeof PlansResponseSchema>["plans"][number];
export type Invoices = z.output<typeof InvoicesResponseSchema>;
export type DailySends = z.output<typeof DailySendsSchema>;

const billingKeys = {
  plans: ["plans"] as const,
  invoices: ["billing", "invoices"] as const,
  daily: (days: number) => ["usage", "daily", days] as const,
};

/** GET /subscriptions with its usage (the Billing and Usage pages, the past-due banner). */
export function useSubscriptionUsage() {
  const api = useApiClient();
  return useQuery({
    queryKey: subscriptionKeys.current(),
    queryFn: ({ signal }) => api.request<CurrentSubscription>("/subscriptions", { signal }),
    enabled: api.ready,
  });
}

export function usePlans() {
  const api = useApiClient();
  return useQuery({
    queryKey: billingKeys.plans,
    queryFn: ({ signal }) => api.request<{ plans: Plan[] }>("/plans", { signal }).then((body) => body.plans),
    enabled: api.ready,
  });
}

export function useInvoices() {
  const api = useApiClient();
  return useQuery({
    queryKey: billingKeys.invoices,
    queryFn: ({ signal }) => api.request<Invoices>("/billing/invoices", { signal }),
    enabled: api.ready,
  });
}

export function useDailySends(days = 30) {
  const api = useApiClient();
  return useQuery({
    queryKey: billingKeys.daily(days),
    queryFn: ({ signal }) => api.request<DailySends>("/usage/daily", { query: { days }, signal }),
    enabled: api.ready,
  });
}

/** POST /subscriptions: the subscription (changed now) or a Checkout URL to go to. */
export function useChangePlan() {
  const api = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (productId: string) =>
      api.request<CurrentSubscription | { checkoutUrl: string }>("/subscriptions", {
        method: "POST",
        json: { productId },
      }),
    onSuccess: (answer) => {
      if ("checkoutUrl" in answer) return;
      queryClient.setQueryData(subscriptionKeys.current(), answer);
      void queryClient.invalidateQueries({ queryKey: subscriptionKeys.all });
    },
  });
}

export function useCancelSubscription() {
  const api = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.request<CurrentSubscription>("/subscriptions/cancel", { method: "POST" }),
    onSuccess: (answer) => queryClient.setQueryData(subscriptionKeys.current(), answer),
  });
}

export function useBillingPortal() {
  const api = useApiClient();
  return useMutation({ mutationFn: () => api.request<{ url: string }>("/billing/portal", { method: "POST" }) });
}

type TeamUsage = {
  period: { start: string; end: string };
  emails: { sent: number; limit: number | null };
  contacts: number;
  campaigns: number;
  aiTokens: { input: number; output: number; used: number; limit: number | null };
};

/** GET /usage: what the team holds now and sent this month. */
export function useTeamUsage() {
  const api = useApiClient();
  return useQuery({
    queryKey: ["usage", "current"] as const,
    queryFn: ({ signal }) => api.request<TeamUsage>("/usage", { signal }),
    enabled: api.ready,
  });
}
