"use client";

import { ChartColumn, Globe, Monitor, Users } from "lucide-react";
import { BreakdownChart } from "./breakdown-chart";
import { useTranslations } from "next-intl";
import { useReportFormat } from "./use-report-format";
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
import { type ComponentProps, useId, useState } from "react";
import { NamedOptions } from "@/components/ui/data/options";

/** The headline tiles, in the reader's language. */
function useKpis(insights: Insights | undefined): Kpi[] {
  const t = useTranslations("analytics.kpi");
  const report = useReportFormat();
  const behaviors = insights?.behaviors;
  const bestTime = (best: Insights["behaviors"]) => {
    if (best.bestDayOfWeek === null && best.bestHour === null) return "–";
    const hour = best.bestHour === null ? "" : `${String(best.bestHour).padStart(2, "0")}:00`;
    return [best.bestDayOfWeek ? report.shortWeekday(best.bestDayOfWeek) : "", hour].filter(Boolean).join(" ");
  };
  return [
    {
      label: t("active"),
      value: behaviors ? report.count(behaviors.totalContacts) : "–",
      caption: t("activeCaption"),
      testId: "audience-total",
    },
    {
      label: t("engaged"),
      value: behaviors ? report.count(behaviors.engagedLast30Days) : "–",
      caption: behaviors?.totalContacts
        ? t("engagedShare", {
            share: report.percent(Math.round((behaviors.engagedLast30Days / behaviors.totalContacts) * 100) / 100),
          })
        : t("engagedCaption"),
      tone: "success",
    },
    {
      label: t("openRate"),
      value: behaviors ? report.percent(behaviors.averageOpenRate) : "–",
      caption: t("last90"),
      tone: "brand",
    },
    {
      label: t("clickRate"),
      value: behaviors ? report.percent(behaviors.averageClickRate) : "–",
      caption: t("last90"),
      tone: "success",
    },
    { label: t("bestTime"), value: behaviors ? bestTime(behaviors) : "–", caption: t("bestTimeCaption") },
  ];
}

/** Who the audience is and how it behaves: segments, rates, devices and places, per list or overall. */
export function AudienceInsights() {
  const t = useTranslations("analytics");
  const listFilterId = useId();
  const [listId, setListId] = useState<string>("");
  const lists = useLists({ limit: 100 });
  const insights = useAudienceInsights(listId || undefined);
  const data = insights.data;
  const loading = insights.isPending || (insights.isPlaceholderData && insights.isFetching);
  const kpis = useKpis(data);
  // A team without a single contact has nothing to chart: say what will appear and how to start.
  if (!listId && data && data.behaviors.totalContacts === 0) {
    return (
      <EmptyState
        icon={ChartColumn}
        title={t("emptyTitle")}
        description={t("emptyDescription")}
        action={<ButtonLink href="/contacts">{t("addContacts")}</ButtonLink>}
        hint={t("emptyHint")}
      />
    );
  }
  // The smaller breakdowns of browsers, systems and places, four to a row.
  const located = { unit: t("breakdown.contacts"), emptyTitle: t("noLocations") };
  const breakdowns: Omit<ComponentProps<typeof BreakdownChart>, "loading">[] = [
    { title: t("browsers"), testId: "audience-browsers", data: data?.preferences.browsers, emptyIcon: Monitor },
    { title: t("os"), testId: "audience-os", data: data?.preferences.os, emptyIcon: Monitor },
    {
      title: t("countries"),
      testId: "audience-countries",
      data: data?.demographics.countries,
      kind: "country",
      emptyIcon: Globe,
      emptyHint: t("countriesHint"),
      ...located,
    },
    {
      title: t("cities"),
      testId: "audience-cities",
      data: data?.demographics.cities,
      emptyIcon: Users,
      emptyHint: t("citiesHint"),
      ...located,
    },
  ];
  return (
    <div className="flex flex-col gap-6">
      <div className="flex flex-col gap-2 sm:flex-row sm:items-center sm:justify-between">
        <h2 className="text-base font-semibold text-slate-900">{t("insights")}</h2>
        <label htmlFor={listFilterId} className="flex items-center gap-2 text-sm text-slate-600">
          <span className="shrink-0">{t("audience")}</span>
          <Select
            id={listFilterId}
            value={listId}
            onChange={(event) => setListId(event.target.value)}
            className="w-64"
            aria-label={t("listFilter")}
            disabled={lists.isPending}
          >
            <option value="">{t("allContacts")}</option>
            <NamedOptions items={lists.data?.data ?? []} />
          </Select>
        </label>
      </div>
      {insights.isError ? (
        <Card>
          <ErrorState title={t("loadError")} error={insights.error} onRetry={() => void insights.refetch()} />
        </Card>
      ) : (
        <>
          <KpiGrid label={t("figures")} items={kpis} loading={loading} columns="lg:grid-cols-5" />
          <SegmentCards segments={data?.segments} total={data?.behaviors.totalContacts ?? 0} loading={loading} />
          <div className="grid gap-6 xl:grid-cols-3">
            <SegmentRatesChart segments={data?.segments} loading={loading} />
            <BreakdownChart
              title={t("devices")}
              testId="audience-devices"
              data={data?.preferences.devices}
              kind="device"
              loading={loading}
              emptyIcon={Monitor}
              limit={4}
            />
          </div>
          <div className="grid gap-6 md:grid-cols-2 xl:grid-cols-4">
            {breakdowns.map((chart) => (
              <BreakdownChart key={chart.testId} {...chart} loading={loading} limit={5} />
            ))}
          </div>
        </>
      )}
    </div>
  );
}
