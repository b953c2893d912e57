"use client";

import { Card } from "@/components/ui/card";
import { ErrorState } from "@/components/ui/error-state";
import { useEmailAnalytics, type EmailAnalytics } from "@/lib/queries/analytics";
import { ApiRequestError } from "@/lib/queries/api-client";
import { EngagementTimeline } from "./engagement-timeline";
import { formatCount, formatDuration } from "./format";
import { KpiGrid, type Kpi } from "./kpi-grid";
import { LinksTable } from "./links-table";

function kpis(a: EmailAnalytics | undefined): Kpi[] {
  return [
    { label: "Opens", value: a ? formatCount(a.openCount) : "–", caption: a ? (a.uniqueOpens ? `${formatCount(a.repeatOpens)} repeat` : "not opened yet") : "", tone: "brand", testId: "email-kpi-opens" },
    { label: "Clicks", value: a ? formatCount(a.clickCount) : "–", caption: a ? `${a.clickedLinks.length} ${a.clickedLinks.length === 1 ? "link" : "links"}` : "", tone: "success", testId: "email-kpi-clicks" },
    { label: "First opened", value: a ? formatDuration(a.firstOpenTime) : "–", caption: "after sending" },
    { label: "Reading time", value: a ? formatDuration(a.averageReadTime) : "–", caption: "per visit, on average" },
    {
      label: "Machine traffic",
      value: a ? formatCount(a.proxyOpens + a.scannerClicks) : "–",
      caption: a ? `${formatCount(a.proxyOpens)} proxy opens · ${formatCount(a.scannerClicks)} scans` : "",
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
  return (
    <section aria-labelledby="email-engagement-heading" className="flex flex-col gap-6" data-testid="email-engagement">
      <h2 id="email-engagement-heading" className="text-base font-semibold text-slate-900">Engagement</h2>
      {analytics.isError ? (
        <Card>
          <ErrorState title="We couldn't load this email's engagement" error={analytics.error} onRetry={() => void analytics.refetch()} />
        </Card>
      ) : (
        <>
          <KpiGrid label="Email engagement" items={kpis(data)} loading={loading} columns="lg:grid-cols-5" />
          <div className="grid gap-6">
            <EngagementTimeline entries={data?.timelineData} loading={loading} />
            <LinksTable links={data?.clickedLinks} loading={loading} />
          </div>
        </>
      )}
    </section>
  );
}
