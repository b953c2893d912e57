"use client";

import { keepPreviousData, useQuery } from "@tanstack/react-query";
import type { z } from "zod";
import type {
  AudienceInsightsSchema,
  EmailAnalyticsSchema,
  HeatmapDataSchema,
  TeamOverviewSchema,
} from "@/lib/validation/analytics";
import { useApiClient } from "./api-client";

// The five reports of docs/contract.md section 8, typed by their zod schemas (lib/validation/analytics.ts,
// docs/interface.md section 4 field names). Rates there are fractions 0..1
// (the dashboard formats them with useReportFormat().percent); engagementScore is 0-100; durations are nanoseconds.

export type EmailAnalytics = z.output<typeof EmailAnalyticsSchema>;
export type LinkStat = EmailAnalytics["clickedLinks"][number];
export type TimelineEntry = EmailAnalytics["timelineData"][number];
export type DayHourCell = EmailAnalytics["dayHourBreakdown"][number];
export type TeamOverview = z.output<typeof TeamOverviewSchema>;
export type MonthlyStat = TeamOverview["monthlyStats"][number];
export type TopCampaign = TeamOverview["topCampaigns"][number];
export type TopPerformer = TeamOverview["topPerformers"][number];
export type HeatmapData = z.output<typeof HeatmapDataSchema>;
export type HeatmapClick = HeatmapData["clicks"][number];
export type AudienceInsights = z.output<typeof AudienceInsightsSchema>;
export type AudienceSegment = AudienceInsights["segments"][number];

const analyticsKeys = {
  all: ["analytics"] as const,
  campaign: (campaignId: string) => [...analyticsKeys.all, "campaign", campaignId] as const,
  email: (emailId: string) => [...analyticsKeys.all, "email", emailId] as const,
  overview: () => [...analyticsKeys.all, "team-overview"] as const,
  heatmap: (campaignId: string) => [...analyticsKeys.all, "heatmap", campaignId] as const,
  audience: (listId: string | undefined) => [...analyticsKeys.all, "audience", listId ?? "all"] as const,
};

// Reports move as recipients open and click: refresh them while the page stays open, gently
// (the analytics rate limit is 100 requests a minute).
const REFRESH_MS = 60_000;

function useReport<T>(key: readonly unknown[], path: string, query: Record<string, string | undefined>) {
  const api = useApiClient();
  return useQuery({
    queryKey: key,
    queryFn: ({ signal }) => api.request<T>(path, { query, signal }),
    enabled: api.ready,
    placeholderData: keepPreviousData,
    refetchInterval: REFRESH_MS,
    staleTime: 15_000,
  });
}

export function useCampaignAnalytics(campaignId: string) {
  return useReport<EmailAnalytics>(analyticsKeys.campaign(campaignId), "/analytics/campaign", { campaignId });
}

export function useEmailAnalytics(emailId: string) {
  return useReport<EmailAnalytics>(analyticsKeys.email(emailId), "/analytics/email", { emailId });
}

export function useTeamOverview() {
  return useReport<TeamOverview>(analyticsKeys.overview(), "/analytics/team/overview", {});
}

export function useCampaignHeatmap(campaignId: string) {
  return useReport<HeatmapData>(analyticsKeys.heatmap(campaignId), "/analytics/heatmap", { campaignId });
}

export function useAudienceInsights(listId: string | undefined) {
  return useReport<AudienceInsights>(analyticsKeys.audience(listId), "/analytics/audience", { listId });
}
