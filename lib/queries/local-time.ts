"use client";

import { useQuery } from "@tanstack/react-query";
import type { z } from "zod";
import type { LocalGroupsSchema, SendTimeSuggestionSchema } from "@/lib/validation/local-time";
import { useApiClient } from "./api-client";
import { campaignKeys } from "./campaigns";

// Local-time delivery (docs/contract.md section 16): a campaign's groups and the team's send-time suggestion.

export type CampaignLocalTime = z.output<typeof LocalGroupsSchema>;
export type SendTimeSuggestion = z.output<typeof SendTimeSuggestionSchema>;

export function useCampaignLocalTime(id: string, { enabled = true, live = false } = {}) {
  const api = useApiClient();
  return useQuery({
    queryKey: [...campaignKeys.detail(id), "local-time"],
    queryFn: ({ signal }) =>
      api.request<CampaignLocalTime>(`/campaigns/${encodeURIComponent(id)}/local-time`, { signal }),
    enabled: api.ready && enabled,
    // While groups are going out, their progress follows the worker.
    refetchInterval: live ? 5000 : false,
  });
}

export function useSendTimeSuggestion({ enabled = true } = {}) {
  const api = useApiClient();
  return useQuery({
    queryKey: ["analytics", "send-time"],
    queryFn: ({ signal }) => api.request<SendTimeSuggestion>("/analytics/send-time", { signal }),
    enabled: api.ready && enabled,
    staleTime: 5 * 60_000,
  });
}
