"use client";

import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { TeamRateLimits, UpdateRateLimitsInput } from "@/lib/validation/rate-limits";
import { useApiClient } from "./api-client";

export type { TeamRateLimit, TeamRateLimits } from "@/lib/validation/rate-limits";

const rateLimitKeys = {
  all: ["rate-limits"] as const,
  current: () => [...rateLimitKeys.all, "current"] as const,
};

export function useRateLimits() {
  const api = useApiClient();
  return useQuery({
    queryKey: rateLimitKeys.current(),
    queryFn: ({ signal }) => api.request<TeamRateLimits>("/settings/rate-limits", { signal }),
    enabled: api.ready,
  });
}

export function useUpdateRateLimits() {
  const api = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: UpdateRateLimitsInput) =>
      api.request<TeamRateLimits>("/settings/rate-limits", { method: "PUT", json: body }),
    onSuccess: (limits) => queryClient.setQueryData(rateLimitKeys.current(), limits),
  });
}
