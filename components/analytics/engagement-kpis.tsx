"use client";

import { useTranslations } from "next-intl";
import type { EmailAnalytics } from "@/lib/queries/analytics";
import type { Kpi } from "./kpi-grid";
import { useReportFormat } from "./use-report-format";

/** The headline tiles of a campaign or email report (placeholders while `analytics` loads). */
export function useEngagementKpis(analytics: EmailAnalytics | undefined): Kpi[] {
  const t = useTranslations("analytics.kpis");
  const { count: formatCount, percent: formatPercent, duration: formatDuration } = useReportFormat();
  const a = analytics;
  const deliveredShare = a?.sentCount ? formatPercent(a.deliveredCount / a.sentCount) : "–";
  return [
    {
      label: t("sent"),
      value: a ? formatCount(a.sentCount) : "–",
      caption: a ? t("bounces", { count: a.bounceCount }) : "",
      testId: "kpi-sent",
    },
    {
      label: t("delivered"),
      value: a ? formatCount(a.deliveredCount) : "–",
      caption: a ? (a.sentCount ? t("ofSent", { share: deliveredShare }) : t("nothingSent")) : "",
      testId: "kpi-delivered",
    },
    {
      label: t("uniqueOpens"),
      value: a ? formatCount(a.uniqueOpens) : "–",
      caption: a ? t("openRate", { rate: formatPercent(a.openRate) }) : "",
      tone: "brand",
      testId: "kpi-opens",
    },
    {
      label: t("uniqueClicks"),
      value: a ? formatCount(a.uniqueClicks) : "–",
      caption: a ? t("clickRate", { rate: formatPercent(a.clickRate) }) : "",
      tone: "success",
      testId: "kpi-clicks",
    },
    {
      label: t("engagement"),
      value: a ? formatCount(Math.round(a.engagementScore)) : "–",
      caption: t("score"),
      testId: "kpi-engagement",
    },
    {
      label: t("timeToOpen"),
      value: a ? formatDuration(a.firstOpenTime) : "–",
      caption: a
        ? a.averageReadTime > 0
          ? t("readsFor", { duration: formatDuration(a.averageReadTime) })
          : t("averageAfter")
        : "",
      testId: "kpi-time-to-open",
    },
  ];
}

/** The quieter figures under the tiles. */
function useSecondaryFigures(a: EmailAnalytics) {
  const t = useTranslations("analytics.kpis");
  const { count: formatCount } = useReportFormat();
  return [
    { label: t("opens"), value: formatCount(a.openCount), hint: t("repeat", { count: formatCount(a.repeatOpens) }) },
    { label: t("clicks"), value: formatCount(a.clickCount), hint: t("repeat", { count: formatCount(a.repeatClicks) }) },
    { label: t("replies"), value: formatCount(a.replyCount) },
    { label: t("bouncesLabel"), value: formatCount(a.bounceCount) },
    { label: t("complaints"), value: formatCount(a.complaintCount) },
  ];
}

export function SecondaryFigures({ analytics }: { analytics: EmailAnalytics | undefined }) {
  if (!analytics) return null;
  return <SecondaryFigureList analytics={analytics} />;
}

function SecondaryFigureList({ analytics }: { analytics: EmailAnalytics }) {
  const t = useTranslations("analytics.kpis");
  const figures = useSecondaryFigures(analytics);
  return (
    <dl className="-mt-2 flex flex-wrap gap-x-6 gap-y-1 px-1 text-sm text-slate-500" aria-label={t("more")}>
      {figures.map((figure) => (
        <div key={figure.label} className="flex gap-1.5">
          <dt>{figure.label}</dt>
          <dd className="font-medium text-slate-800 tabular-nums">
            {figure.value}
            {figure.hint ? <span className="ml-1 font-normal text-slate-400">({figure.hint})</span> : null}
          </dd>
        </div>
      ))}
    </dl>
  );
}
