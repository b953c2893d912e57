"use client";

import type { TeamRateLimits, UpdateRateLimitsInput } from "@/lib/validation/rate-limits";
import { resourceKeys, useApiMutation, useApiQuery } from "./api-hooks";

export type { TeamRateLimit, TeamRateLimits } from "@/lib/validation/rate-limits";

const rateLimitKeys = resourceKeys("rate-limits");

export function useRateLimits() {
  return useApiQuery<TeamRateLimits>(rateLimitKeys.current(), "/settings/rate-limits");
}

export function useUpdateRateLimits() {
  return useApiMutation(
    (api, body: UpdateRateLimitsInput) =>
      api.request<TeamRateLimits>("/settings/rate-limits", { method: "PUT", json: body }),
    { onSuccess: (limits, queryClient) => queryClient.setQueryData(rateLimitKeys.current(), limits) },
  );
}
