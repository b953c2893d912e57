"use client";

import { ArrowLeft, ChartColumn } from "lucide-react";
import Link from "next/link";
import { useTranslations } from "next-intl";
import { AbVariantReport } from "@/components/campaigns/ab-variant-report";
import { CampaignStatusBadge } from "@/components/campaigns/campaign-status-badge";
import { ButtonLink } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { EmptyState } from "@/components/ui/empty-state";
import { ErrorState } from "@/components/ui/error-state";
import { Skeleton } from "@/components/ui/skeleton";
import { useCampaignAnalytics, useCampaignHeatmap } from "@/lib/queries/analytics";
import { ApiRequestError } from "@/lib/queries/api-client";
import { useCampaign } from "@/lib/queries/campaigns";
import { BreakdownGrid } from "./breakdown-grid";
import { ClickHeatmap } from "./click-heatmap";
import { DayHourGrid } from "./day-hour-grid";
import { EngagementTimeline } from "./engagement-timeline";
import { SecondaryFigures, useEngagementKpis } from "./engagement-kpis";
import { IndustryComparison } from "./industry-comparison";
import { KpiGrid } from "./kpi-grid";
import { LinksTable } from "./links-table";
import { MachineTraffic } from "./machine-traffic";
import { ReportFreshnessNotice } from "./report-freshness-notice";
import { useReportFormat } from "./use-report-format";

/** A campaign's report: headline figures, when and how people read, what they clicked. */
export function CampaignReport({ id }: { id: string }) {
  const t = useTranslations("analytics.report");
  const { dateTime } = useReportFormat();
  const campaign = useCampaign(id);
  const analytics = useCampaignAnalytics(id);
  const failed = analytics.isError ? analytics.error : campaign.isError ? campaign.error : null;
  if (failed) {
    const missing = failed instanceof ApiRequestError && failed.status === 404;
    return (
      <div className="flex flex-col gap-6">
        <BackToCampaign id={id} />
        <Card>
          <ErrorState
            title={missing ? t("notFound") : t("loadError")}
            error={missing ? new Error(t("notFoundDetail")) : failed}
            onRetry={missing ? undefined : () => void Promise.all([campaign.refetch(), analytics.refetch()])}
          />
        </Card>
      </div>
    );
  }
  const data = analytics.data;
  const notSent = campaign.data && (campaign.data.status === "DRAFT" || campaign.data.status === "SCHEDULED");
  return (
    <div className="flex flex-col gap-6">
      <BackToCampaign id={id} />
      <div className="flex flex-col gap-2 sm:flex-row sm:items-end sm:justify-between">
        <div className="min-w-0">
          <p className="text-sm font-medium text-brand-700">{t("eyebrow")}</p>
          {campaign.data ? (
            <div className="mt-0.5 flex flex-wrap items-center gap-3">
              <h1 className="truncate text-2xl font-semibold tracking-tight text-slate-900">{campaign.data.name}</h1>
              <CampaignStatusBadge status={campaign.data.status} />
            </div>
          ) : (
            <Skeleton className="mt-1 h-8 w-72" />
          )}
        </div>
        {campaign.data?.startedAt ? (
          <p className="text-sm text-slate-500">
            {campaign.data.list
              ? t.rich("sentTo", {
                  date: dateTime(campaign.data.startedAt),
                  list: campaign.data.list.name,
                  link: (chunks) => (
                    <Link
                      className="font-medium text-slate-700 hover:text-brand-700"
                      href={`/contacts/lists/${campaign.data?.list?.id}`}
                    >
                      {chunks}
                    </Link>
                  ),
                })
              : t("sent", { date: dateTime(campaign.data.startedAt) })}
          </p>
        ) : null}
      </div>

      {notSent && data?.sentCount === 0 ? (
        <EmptyState
          icon={ChartColumn}
          title={t("notSentTitle")}
          description={t("notSentDescription")}
          action={
            <ButtonLink href={`/campaigns/${id}`} variant="secondary">
              {t("backToCampaign")}
            </ButtonLink>
          }
        />
      ) : (
        <>
          <ReportFreshnessNotice report={data} />
          {campaign.data ? <AbVariantReport campaign={campaign.data} /> : null}
          <ReportBody id={id} />
        </>
      )}
    </div>
  );
}

/** Every panel of a campaign that has gone out (or is going out). */
function ReportBody({ id }: { id: string }) {
  const analytics = useCampaignAnalytics(id);
  const t = useTranslations("analytics.report");
  const heatmap = useCampaignHeatmap(id);
  const kpis = useEngagementKpis(analytics.data);
  const data = analytics.data;
  const loading = analytics.isPending;
  return (
    <>
      <KpiGrid label={t("figures")} items={kpis} loading={loading} />
      <SecondaryFigures analytics={data} />

      <div className="grid gap-6 xl:grid-cols-3">
        <EngagementTimeline entries={data?.timelineData} loading={loading} className="xl:col-span-2" />
        <MachineTraffic analytics={data} loading={loading} />
      </div>
      <div className="grid gap-6 xl:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
        <DayHourGrid cells={data?.dayHourBreakdown} timezone={data?.timezone} loading={loading} />
        <IndustryComparison analytics={data} loading={loading} />
      </div>
      <BreakdownGrid analytics={data} loading={loading} />
      <LinksTable links={data?.clickedLinks} loading={loading} />
      <ClickHeatmap heatmap={heatmap.data} loading={heatmap.isPending && !heatmap.isError} />
    </>
  );
}

function BackToCampaign({ id }: { id: string }) {
  const t = useTranslations("analytics.report");
  return (
    <Link
      href={`/campaigns/${id}`}
      className="inline-flex items-center gap-1.5 self-start text-sm font-medium text-slate-500 hover:text-slate-800"
    >
      <ArrowLeft aria-hidden className="size-4" />
      {t("campaign")}
    </Link>
  );
}
