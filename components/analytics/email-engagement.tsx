"use client";

import { Card } from "@/components/ui/card";
import { ErrorState } from "@/components/ui/error-state";
import { useEmailAnalytics, type EmailAnalytics } from "@/lib/queries/analytics";
import { ApiRequestError } from "@/lib/queries/api-client";
import { EngagementTimeline } from "./engagement-timeline";
import { useTranslations } from "next-intl";
import { useReportFormat } from "./use-report-format";
import { KpiGrid, type Kpi } from "./kpi-grid";
import { LinksTable } from "./links-table";

function useKpis(a: EmailAnalytics | undefined): Kpi[] {
  const t = useTranslations("analytics.email");
  const { count: formatCount, duration: formatDuration } = useReportFormat();
  return [
    {
      label: t("opens"),
      value: a ? formatCount(a.openCount) : "–",
      caption: a ? (a.uniqueOpens ? t("repeat", { count: formatCount(a.repeatOpens) }) : t("notOpened")) : "",
      tone: "brand",
      testId: "email-kpi-opens",
    },
    {
      label: t("clicks"),
      value: a ? formatCount(a.clickCount) : "–",
      caption: a ? t("links", { count: a.clickedLinks.length }) : "",
      tone: "success",
      testId: "email-kpi-clicks",
    },
    { label: t("firstOpened"), value: a ? formatDuration(a.firstOpenTime) : "–", caption: t("afterSending") },
    { label: t("readingTime"), value: a ? formatDuration(a.averageReadTime) : "–", caption: t("perVisit") },
    {
      label: t("machine"),
      value: a ? formatCount(a.proxyOpens + a.scannerClicks) : "–",
      caption: a ? t("machineCaption", { proxy: formatCount(a.proxyOpens), scans: formatCount(a.scannerClicks) }) : "",
      tone: "muted",
      testId: "email-kpi-machine",
    },
  ];
}

/** One email's engagement (GET /analytics/email): figures, activity over time, clicked links. */
export function EmailEngagement({ emailId }: { emailId: string }) {
  const analytics = useEmailAnalytics(emailId);
  // A missing or foreign email is already told by the detail above; say nothing twice.
  if (analytics.error instanceof ApiRequestError && analytics.error.status === 404) return null;
  const data = analytics.data;
  const loading = analytics.isPending;
  return <EngagementSection analytics={analytics} data={data} loading={loading} />;
}

function EngagementSection({
  analytics,
  data,
  loading,
}: {
  analytics: ReturnType<typeof useEmailAnalytics>;
  data: EmailAnalytics | undefined;
  loading: boolean;
}) {
  const t = useTranslations("analytics.email");
  const kpis = useKpis(data);
  return (
    <section aria-labelledby="email-engagement-heading" className="flex flex-col gap-6" data-testid="email-engagement">
      <h2 id="email-engagement-heading" className="text-base font-semibold text-slate-900">
        {t("heading")}
      </h2>
      {analytics.isError ? (
        <Card>
          <ErrorState title={t("loadError")} error={analytics.error} onRetry={() => void analytics.refetch()} />
        </Card>
      ) : (
        <>
          <KpiGrid label={t("figures")} items={kpis} loading={loading} columns="lg:grid-cols-5" />
          <div className="grid gap-6">
            <EngagementTimeline entries={data?.timelineData} loading={loading} />
            <LinksTable links={data?.clickedLinks} loading={loading} />
          </div>
        </>
      )}
    </section>
  );
}
