"use client";

import type { z } from "zod";
import type { CurrentSubscriptionSchema, DailySendsSchema, InvoicesResponseSchema } from "@/lib/validation/billing";
import type { PlansResponseSchema } from "@/lib/validation/plans";
import { useApiMutation, useApiQuery } from "./api-hooks";
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
  return useApiQuery<CurrentSubscription>(subscriptionKeys.current(), "/subscriptions");
}

export function usePlans() {
  return useApiQuery<{ plans: Plan[] }, Plan[]>(billingKeys.plans, "/plans", { select: (body) => body.plans });
}

export function useInvoices() {
  return useApiQuery<Invoices>(billingKeys.invoices, "/billing/invoices");
}

export function useDailySends(days = 30) {
  return useApiQuery<DailySends>(billingKeys.daily(days), "/usage/daily", { query: { days } });
}

/** POST /subscriptions: the subscription (changed now) or a Checkout URL to go to. */
export function useChangePlan() {
  return useApiMutation(
    (api, productId: string) =>
      api.request<CurrentSubscription | { checkoutUrl: string }>("/subscriptions", {
        method: "POST",
        json: { productId },
      }),
    {
      onSuccess: (answer, queryClient) => {
        if ("checkoutUrl" in answer) return;
        queryClient.setQueryData(subscriptionKeys.current(), answer);
        void queryClient.invalidateQueries({ queryKey: subscriptionKeys.all });
      },
    },
  );
}

export function useCancelSubscription() {
  return useApiMutation<void, CurrentSubscription>(
    (api) => api.request<CurrentSubscription>("/subscriptions/cancel", { method: "POST" }),
    { onSuccess: (answer, queryClient) => queryClient.setQueryData(subscriptionKeys.current(), answer) },
  );
}

export function useBillingPortal() {
  return useApiMutation<void, { url: string }>((api) => api.request("/billing/portal", { method: "POST" }));
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
  return useApiQuery<TeamUsage>(["usage", "current"] as const, "/usage");
}
