"use client";

import { Globe, Monitor } from "lucide-react";
import { useFormatter, useTranslations } from "next-intl";
import type { ReactNode } from "react";
import { BreakdownChart } from "@/components/analytics/breakdown-chart";
import { useReportFormat } from "@/components/analytics/use-report-format";
import { KpiGrid } from "@/components/analytics/kpi-grid";
import { Card } from "@/components/ui/card";
import { ErrorState } from "@/components/ui/error-state";
import { useTeamOverview, type TeamOverview } from "@/lib/queries/analytics";
import { MonthlyChart } from "./monthly-chart";
import { TopCampaigns } from "./top-campaigns";
import { TopPerformers } from "./top-performers";
import { ReportFreshnessNotice } from "@/components/analytics/report-freshness-notice";

/** The headline tiles, in the reader's language. */
function useKpis(overview: TeamOverview | undefined) {
  const t = useTranslations("overview");
  const format = useFormatter();
  const { count: formatCount, percent: formatPercent } = useReportFormat();
  const period = overview
    ? t("since", { date: format.dateTime(new Date(overview.periodStart), { month: "short", year: "numeric" }) })
    : "";
  // No mail, no rate: a dash rather than a discouraging 0%.
  const rate = (value: number) => (overview?.totalEmails ? formatPercent(value) : "–");
  return [
    {
      label: t("emailsSent"),
      value: overview ? formatCount(overview.totalEmails) : "–",
      caption: period,
      testId: "overview-sent",
    },
    {
      label: t("openRate"),
      value: rate(overview?.averageOpenRate ?? 0),
      caption: t("ofDelivered"),
      tone: "brand" as const,
      testId: "overview-open-rate",
    },
    {
      label: t("clickRate"),
      value: rate(overview?.averageClickRate ?? 0),
      caption: t("ofDelivered"),
      tone: "success" as const,
      testId: "overview-click-rate",
    },
    {
      label: t("opens"),
      value: overview ? formatCount(overview.totalOpens) : "–",
      caption: t("opensCaption"),
      testId: "overview-opens",
    },
    {
      label: t("clicks"),
      value: overview ? formatCount(overview.totalClicks) : "–",
      caption: t("clicksCaption"),
      testId: "overview-clicks",
    },
  ];
}

/** The overview's two breakdowns beside the top campaigns: devices and countries of the opens. */
const BREAKDOWNS = [
  { kind: "device", title: "devices", stats: "deviceStats", icon: Monitor, limit: 4 },
  { kind: "country", title: "countries", stats: "geoStats", icon: Globe, limit: 5 },
] as const;

/**
 * The team's numbers for the last twelve months. Before the first send the getting-started cards
 * lead the page; once mail flows they move below the figures.
 */
export function OverviewDashboard({ quickStart }: { quickStart: ReactNode }) {
  const t = useTranslations("overview");
  const overview = useTeamOverview();
  const data = overview.data;
  const kpis = useKpis(data);
  const loading = overview.isPending;
  const fresh = data !== undefined && data.totalEmails === 0;
  return (
    <>
      {fresh ? quickStart : null}
      <section aria-labelledby="performance-heading" className="flex flex-col gap-6">
        <div>
          <h2 id="performance-heading" className="text-base font-semibold text-slate-900">
            {t("performance")}
          </h2>
          <p className="mt-1 text-sm text-slate-600">{fresh ? t("freshDescription") : t("description12")}</p>
        </div>
        {overview.isError ? (
          <Card>
            <ErrorState title={t("loadError")} error={overview.error} onRetry={() => void overview.refetch()} />
          </Card>
        ) : (
          <>
            <ReportFreshnessNotice report={data} />
            <KpiGrid label={t("figures")} items={kpis} loading={loading} columns="lg:grid-cols-5" />
            {fresh ? (
              // Before the first send one chart says what will come; the rankings would all be empty.
              <MonthlyChart stats={data.monthlyStats} loading={false} />
            ) : (
              <>
                <div className="grid gap-6 xl:grid-cols-3">
                  <MonthlyChart stats={data?.monthlyStats} loading={loading} />
                  <TopPerformers performers={data?.topPerformers} loading={loading} />
                </div>
                <div className="grid gap-6 xl:grid-cols-[minmax(0,2fr)_minmax(0,1fr)_minmax(0,1fr)]">
                  <TopCampaigns campaigns={data?.topCampaigns} loading={loading} />
                  {BREAKDOWNS.map((chart) => (
                    <BreakdownChart
                      key={chart.kind}
                      title={t(chart.title)}
                      testId={`overview-${chart.title}`}
                      data={data?.[chart.stats]}
                      kind={chart.kind}
                      loading={loading}
                      emptyIcon={chart.icon}
                      limit={chart.limit}
                      emptyHint={t("appearsOnOpen")}
                    />
                  ))}
                </div>
              </>
            )}
          </>
        )}
      </section>
      {data && !fresh ? quickStart : null}
    </>
  );
}
