"use client";

import { Globe, Monitor } from "lucide-react";
import type { ReactNode } from "react";
import { BreakdownChart } from "@/components/analytics/breakdown-chart";
import { formatCount, formatPercent } from "@/components/analytics/format";
import { KpiGrid } from "@/components/analytics/kpi-grid";
import { Card } from "@/components/ui/card";
import { ErrorState } from "@/components/ui/error-state";
import { useTeamOverview, type TeamOverview } from "@/lib/queries/analytics";
import { MonthlyChart } from "./monthly-chart";
import { TopCampaigns } from "./top-campaigns";
import { TopPerformers } from "./top-performers";

const monthYear = new Intl.DateTimeFormat(undefined, { month: "short", year: "numeric" });

function kpis(overview: TeamOverview | undefined) {
  const period = overview ? `Since ${monthYear.format(new Date(overview.periodStart))}` : "";
  // No mail, no rate: a dash rather than a discouraging 0%.
  const rate = (value: number) => (overview?.totalEmails ? formatPercent(value) : "–");
  return [
    { label: "Emails sent", value: overview ? formatCount(overview.totalEmails) : "–", caption: period, testId: "overview-sent" },
    { label: "Open rate", value: rate(overview?.averageOpenRate ?? 0), caption: "of delivered emails", tone: "brand" as const, testId: "overview-open-rate" },
    { label: "Click rate", value: rate(overview?.averageClickRate ?? 0), caption: "of delivered emails", tone: "success" as const, testId: "overview-click-rate" },
    { label: "Opens", value: overview ? formatCount(overview.totalOpens) : "–", caption: "by people, proxies left out", testId: "overview-opens" },
    { label: "Clicks", value: overview ? formatCount(overview.totalClicks) : "–", caption: "by people, scanners left out", testId: "overview-clicks" },
  ];
}

/**
 * The team's numbers for the last twelve months. Before the first send the getting-started cards
 * lead the page; once mail flows they move below the figures.
 */
export function OverviewDashboard({ quickStart }: { quickStart: ReactNode }) {
  const overview = useTeamOverview();
  const data = overview.data;
  const loading = overview.isPending;
  const fresh = data !== undefined && data.totalEmails === 0;
  return (
    <>
      {fresh ? quickStart : null}
      <section aria-labelledby="performance-heading" className="flex flex-col gap-6">
        <div>
          <h2 id="performance-heading" className="text-base font-semibold text-slate-900">Performance</h2>
          <p className="mt-1 text-sm text-slate-600">
            {fresh ? "Your numbers fill in as soon as email starts flowing." : "Human opens and clicks over the last twelve months."}
          </p>
        </div>
        {overview.isError ? (
          <Card>
            <ErrorState title="We couldn't load your numbers" error={overview.error} onRetry={() => void overview.refetch()} />
          </Card>
        ) : (
          <>
            <KpiGrid label="Team figures" items={kpis(data)} loading={loading} columns="lg:grid-cols-5" />
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
                  <BreakdownChart title="Devices" testId="overview-devices" data={data?.deviceStats} kind="device" loading={loading} emptyIcon={Monitor} limit={4} emptyHint="Appears once people open your email." />
                  <BreakdownChart title="Countries" testId="overview-countries" data={data?.geoStats} kind="country" loading={loading} emptyIcon={Globe} limit={5} emptyHint="Appears once people open your email." />
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
