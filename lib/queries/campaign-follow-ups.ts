"use client";

import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { z } from "zod";
import type { FollowUpBodySchema, FollowUpPreviewSchema } from "@/lib/validation/follow-ups";
import { useApiClient } from "./api-client";
import { campaignKeys, type Campaign } from "./campaigns";

// Resend to non-openers: how many a follow-up would reach now, and creating it.

export type FollowUpPreview = z.output<typeof FollowUpPreviewSchema>;
export type FollowUpInput = z.input<typeof FollowUpBodySchema>;

const followUpPath = (id: string) => `/campaigns/${encodeURIComponent(id)}/follow-up`;

export function useFollowUpPreview(campaignId: string, { enabled = true } = {}) {
  const api = useApiClient();
  return useQuery({
    queryKey: [...campaignKeys.all, "follow-up", campaignId] as const,
    queryFn: ({ signal }) => api.request<FollowUpPreview>(followUpPath(campaignId), { signal }),
    enabled: api.ready && enabled,
  });
}

export function useCreateFollowUp(campaignId: string) {
  const api = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: FollowUpInput) =>
      api.request<Campaign>(followUpPath(campaignId), { method: "POST", json: input }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: campaignKeys.all }),
  });
}
