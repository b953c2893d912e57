"use client";

import { ChartColumn, Globe, Monitor, Users } from "lucide-react";
import { BreakdownChart } from "./breakdown-chart";
import { formatCount, formatPercent } from "./format";
import { KpiGrid, type Kpi } from "./kpi-grid";
import { SegmentCards } from "./segment-cards";
import { SegmentRatesChart } from "./segment-chart";
import { ButtonLink } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { EmptyState } from "@/components/ui/empty-state";
import { ErrorState } from "@/components/ui/error-state";
import { Select } from "@/components/ui/select";
import { useAudienceInsights, type AudienceInsights as Insights } from "@/lib/queries/analytics";
import { useLists } from "@/lib/queries/lists";
import { useState } from "react";

function bestTime(behaviors: Insights["behaviors"]) {
  if (behaviors.bestDayOfWeek === null && behaviors.bestHour === null) return "–";
  const hour = behaviors.bestHour === null ? "" : `${String(behaviors.bestHour).padStart(2, "0")}:00`;
  return [behaviors.bestDayOfWeek?.slice(0, 3), hour].filter(Boolean).join(" ");
}

function kpis(insights: Insights | undefined): Kpi[] {
  const behaviors = insights?.behaviors;
  return [
    { label: "Active contacts", value: behaviors ? formatCount(behaviors.totalContacts) : "–", caption: "can receive email", testId: "audience-total" },
    {
      label: "Engaged, 30 days",
      value: behaviors ? formatCount(behaviors.engagedLast30Days) : "–",
      caption: behaviors && behaviors.totalContacts ? `${Math.round((behaviors.engagedLast30Days / behaviors.totalContacts) * 100)}% of contacts` : "opened or clicked",
      tone: "success",
    },
    { label: "Open rate", value: behaviors ? formatPercent(behaviors.averageOpenRate) : "–", caption: "last 90 days", tone: "brand" },
    { label: "Click rate", value: behaviors ? formatPercent(behaviors.averageClickRate) : "–", caption: "last 90 days", tone: "success" },
    { label: "Best time to send", value: behaviors ? bestTime(behaviors) : "–", caption: "most opens, team timezone" },
  ];
}

/** Who the audience is and how it behaves: segments, rates, devices and places, per list or overall. */
export function AudienceInsights() {
  const [listId, setListId] = useState<string>("");
  const lists = useLists({ limit: 100 });
  const insights = useAudienceInsights(listId || undefined);
  const data = insights.data;
  const loading = insights.isPending || (insights.isPlaceholderData && insights.isFetching);
  // A team without a single contact has nothing to chart: say what will appear and how to start.
  if (!listId && data && data.behaviors.totalContacts === 0) {
    return (
      <EmptyState
        icon={ChartColumn}
        title="No data to show yet"
        description="Audience insights appear once you have contacts: who engages, who is drifting away, when they open and on which devices."
        action={<ButtonLink href="/contacts">Add contacts</ButtonLink>}
        hint="Campaign reports appear on each campaign once it has been sent."
      />
    );
  }
  return (
    <div className="flex flex-col gap-6">
      <div className="flex flex-col gap-2 sm:flex-row sm:items-center sm:justify-between">
        <h2 className="text-base font-semibold text-slate-900">Audience insights</h2>
        <label className="flex items-center gap-2 text-sm text-slate-600">
          <span className="shrink-0">Audience</span>
          <Select value={listId} onChange={(event) => setListId(event.target.value)} className="w-64" aria-label="Filter by list" disabled={lists.isPending}>
            <option value="">All contacts</option>
            {(lists.data?.data ?? []).map((list) => (
              <option key={list.id} value={list.id}>{list.name}</option>
            ))}
          </Select>
        </label>
      </div>
      {insights.isError ? (
        <Card>
          <ErrorState title="We couldn't load audience insights" error={insights.error} onRetry={() => void insights.refetch()} />
        </Card>
      ) : (
        <>
          <KpiGrid label="Audience figures" items={kpis(data)} loading={loading} columns="lg:grid-cols-5" />
          <SegmentCards segments={data?.segments} total={data?.behaviors.totalContacts ?? 0} loading={loading} />
          <div className="grid gap-6 xl:grid-cols-3">
            <SegmentRatesChart segments={data?.segments} loading={loading} />
            <BreakdownChart title="Devices" testId="audience-devices" data={data?.preferences.devices} kind="device" loading={loading} emptyIcon={Monitor} limit={4} />
          </div>
          <div className="grid gap-6 md:grid-cols-2 xl:grid-cols-4">
            <BreakdownChart title="Email apps & browsers" testId="audience-browsers" data={data?.preferences.browsers} loading={loading} emptyIcon={Monitor} limit={5} />
            <BreakdownChart title="Operating systems" testId="audience-os" data={data?.preferences.os} loading={loading} emptyIcon={Monitor} limit={5} />
            <BreakdownChart title="Countries" testId="audience-countries" data={data?.demographics.countries} kind="country" loading={loading} emptyIcon={Globe} unit="contacts" emptyTitle="No locations yet" emptyHint="Countries come from contact data or from where people opened." limit={5} />
            <BreakdownChart title="Cities" testId="audience-cities" data={data?.demographics.cities} loading={loading} emptyIcon={Users} unit="contacts" emptyTitle="No locations yet" emptyHint="Cities come from contact data or from where people opened." limit={5} />
          </div>
        </>
      )}
    </div>
  );
}
