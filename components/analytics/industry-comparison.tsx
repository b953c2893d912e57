"use client";

import { Scale } from "lucide-react";
import type { EmailAnalytics } from "@/lib/queries/analytics";
import { ChartCard } from "./chart-card";
import { chartColors } from "./chart-colors";
import { useFormatter, useTranslations } from "next-intl";
import { RateBars } from "./rate-bars";
import { useReportFormat } from "./use-report-format";

/** This email's open and click rates beside the industry's, with the difference in points. */
export function IndustryComparison({
  analytics,
  loading,
}: {
  analytics: EmailAnalytics | undefined;
  loading: boolean;
}) {
  const t = useTranslations("analytics.industry");
  const { percent: formatPercent } = useReportFormat();
  const format = useFormatter();
  const rows = analytics
    ? [
        { metric: t("openRate"), yours: analytics.openRate, industry: analytics.industryAvgOpenRate },
        { metric: t("clickRate"), yours: analytics.clickRate, industry: analytics.industryAvgClickRate },
      ]
    : [];
  const delivered = analytics?.deliveredCount ?? 0;
  return (
    <ChartCard
      title={t("title")}
      description={t("description")}
      testId="chart-industry"
      loading={loading}
      empty={delivered === 0}
      emptyIcon={Scale}
      emptyTitle={t("emptyTitle")}
      emptyHint={t("emptyHint")}
      height={220}
    >
      <RateBars
        rows={rows}
        category="metric"
        bars={[
          { key: "yours", name: t("thisEmail"), fill: chartColors.open },
          { key: "industry", name: t("industryAverage"), fill: chartColors.industry },
        ]}
        summary={rows
          .map((row) =>
            t("summary", {
              metric: row.metric,
              yours: formatPercent(row.yours),
              industry: formatPercent(row.industry),
            }),
          )
          .join("; ")}
        height={180}
        categoryGap="28%"
        yAxis={{ width: 48 }}
      />
      <ul className="mt-3 grid grid-cols-2 gap-3 text-sm">
        {rows.map((row) => {
          // Rates are fractions (0..1): the gap in percentage points.
          const points = (row.yours - row.industry) * 100;
          return (
            <li key={row.metric} className="rounded-lg bg-slate-50 px-3 py-2">
              <p className="text-xs text-slate-500">{row.metric}</p>
              <p className={points >= 0 ? "font-medium text-emerald-700" : "font-medium text-amber-700"}>
                {t(points >= 0 ? "above" : "below", {
                  points: format.number(Math.abs(points), { minimumFractionDigits: 1, maximumFractionDigits: 1 }),
                })}
              </p>
            </li>
          );
        })}
      </ul>
    </ChartCard>
  );
}
