"use client";

import { keepPreviousData } from "@tanstack/react-query";
import { useEffect, useRef } from "react";
import type { z } from "zod";
import type { CampaignSchema, CreateCampaignBodySchema, UpdateCampaignBodySchema } from "@/lib/validation/campaigns";
import type { Paginated } from "./api-client";
import { replacingItem, resourceMutations, useApiMutation, useApiQuery } from "./api-hooks";
import type { Email, EmailStatus } from "./emails";

export type Campaign = z.output<typeof CampaignSchema>;
export type CampaignStatus = Campaign["status"];
export type RecurringSchedule = NonNullable<Campaign["recurringSchedule"]>;
export type CampaignInput = z.input<typeof CreateCampaignBodySchema>;
type CampaignChanges = z.input<typeof UpdateCampaignBodySchema>;

export type CampaignsFilter = { q?: string; status?: CampaignStatus; page?: number; limit?: number };
export type CampaignEmailsFilter = { status?: EmailStatus; run?: number; page?: number; limit?: number };
export type CampaignAction = "send" | "schedule" | "pause" | "resume" | "cancel" | "duplicate";

export const campaignKeys = {
  all: ["campaigns"] as const,
  list: (filter: CampaignsFilter) => [...campaignKeys.all, "list", filter] as const,
  detail: (id: string) => [...campaignKeys.all, "detail", id] as const,
  emails: (id: string, filter: CampaignEmailsFilter) => [...campaignKeys.all, "emails", id, filter] as const,
};

/** Statuses in which the worker is moving, so screens poll for progress. */
export const LIVE_STATUSES: readonly CampaignStatus[] = ["SENDING"];
/** Content may be edited only in these (docs/contract.md section 6). */
export const EDITABLE_STATUSES: readonly CampaignStatus[] = ["DRAFT", "SCHEDULED", "PAUSED"];

const afterChange = replacingItem<Campaign>(campaignKeys.all, campaignKeys.detail);
const campaigns = resourceMutations<Campaign, CampaignInput, CampaignChanges>("/campaigns", afterChange);

export function useCampaigns(filter: CampaignsFilter) {
  return useApiQuery<Paginated<Campaign>>(campaignKeys.list(filter), "/campaigns", {
    query: filter,
    placeholderData: keepPreviousData,
    // A sending campaign's progress bar follows the worker.
    refetchInterval: (query) =>
      query.state.data?.data.some((campaign) => LIVE_STATUSES.includes(campaign.status)) ? 2000 : false,
  });
}

export function useCampaign(id: string, { enabled = true } = {}) {
  return useApiQuery<Campaign>(campaignKeys.detail(id), campaigns.itemPath(id), {
    enabled,
    refetchInterval: (query) => (query.state.data && LIVE_STATUSES.includes(query.state.data.status) ? 1500 : false),
  });
}

export function useCampaignEmails(id: string, filter: CampaignEmailsFilter, { live = false } = {}) {
  const query = useApiQuery<Paginated<Email>>(campaignKeys.emails(id, filter), `${campaigns.itemPath(id)}/emails`, {
    query: filter,
    placeholderData: keepPreviousData,
    refetchInterval: live ? 3000 : false,
  });
  // Polling stops when the run ends; one more fetch picks up the rows written since the last poll.
  const { refetch } = query;
  const wasLive = useRef(live);
  useEffect(() => {
    if (wasLive.current && !live) void refetch();
    wasLive.current = live;
  }, [live, refetch]);
  return query;
}

export const useCreateCampaign = campaigns.useCreate;
export const useUpdateCampaign = campaigns.useUpdate;
export const useDeleteCampaign = campaigns.useDelete;

/** send | schedule | pause | resume | cancel | duplicate; duplicate answers the new campaign. */
export function useCampaignAction() {
  return useApiMutation(
    (
      api,
      { id, action, body }: { id: string; action: CampaignAction; body?: { scheduledFor?: string; timezone?: string } },
    ) => api.request<Campaign>(`${campaigns.itemPath(id)}/${action}`, { method: "POST", json: body ?? {} }),
    afterChange,
  );
}

export function useSendCampaignTest() {
  return useApiMutation((api, { id, to }: { id: string; to: string }) =>
    api.request<unknown>(`${campaigns.itemPath(id)}/test`, { method: "POST", json: { to } }),
  );
}

/** The run's figures; a SENT campaign with nobody to send to still reads as complete. */
export function progressOf(campaign: Campaign) {
  const total = campaign.counts?.total ?? campaign.total;
  const processed = campaign.counts?.processed ?? campaign.processed;
  const sent = campaign.counts?.sent ?? 0;
  const failed = campaign.counts?.failed ?? 0;
  // Suppressed recipients are not `processed` (docs/contract.md) but the run is done with them all the same.
  const skipped = campaign.counts?.cancelled ?? 0;
  const done = processed + skipped;
  const percent = total > 0 ? Math.min(100, Math.round((done / total) * 100)) : campaign.status === "SENT" ? 100 : 0;
  return { total, processed, sent, failed, skipped, done, percent };
}
