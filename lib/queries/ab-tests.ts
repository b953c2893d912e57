"use client";

import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { z } from "zod";
import type { AbReportSchema } from "@/lib/validation/ab-tests";
import { useApiClient } from "./api-client";
import { campaignKeys } from "./campaigns";

// A campaign's A/B test report (GET /campaigns/{id}/ab) and the manual pick of its winner.

export type AbReport = z.output<typeof AbReportSchema>;

const abTestKeys = { report: (campaignId: string) => [...campaignKeys.all, "ab", campaignId] as const };

const abPath = (id: string) => `/campaigns/${encodeURIComponent(id)}/ab`;

/** The report; polled while the test or the winner's send is moving. */
export function useAbReport(campaignId: string, { enabled = true, live = false } = {}) {
  const api = useApiClient();
  return useQuery({
    queryKey: abTestKeys.report(campaignId),
    queryFn: ({ signal }) => api.request<AbReport>(abPath(campaignId), { signal }),
    enabled: api.ready && enabled,
    refetchInterval: live ? 5000 : false,
  });
}

export function usePickAbWinner(campaignId: string) {
  const api = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (variant: number) =>
      api.request<AbReport>(`${abPath(campaignId)}/winner`, { method: "POST", json: { variant } }),
    onSuccess: (report) => queryClient.setQueryData(abTestKeys.report(campaignId), report),
    onSettled: () => queryClient.invalidateQueries({ queryKey: campaignKeys.all }),
  });
}
