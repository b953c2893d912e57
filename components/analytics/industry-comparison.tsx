"use client";

import { Scale } from "lucide-react";
import { Bar, BarChart, CartesianGrid, Legend, ResponsiveContainer, Tooltip, XAxis, YAxis } from "recharts";
import type { EmailAnalytics } from "@/lib/queries/analytics";
import { ChartCard } from "./chart-card";
import { axisProps, chartColors, tooltipStyle } from "./chart-colors";
import { ChartTooltip, legendProps } from "./chart-tooltip";
import { useFormatter, useTranslations } from "next-intl";
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
  const { percent: formatPercent, rateTick } = useReportFormat();
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
      <div
        role="img"
        aria-label={rows
          .map((row) =>
            t("summary", {
              metric: row.metric,
              yours: formatPercent(row.yours),
              industry: formatPercent(row.industry),
            }),
          )
          .join("; ")}
        style={{ height: 180 }}
      >
        <ResponsiveContainer width="100%" height="100%">
          <BarChart data={rows} margin={{ top: 8, right: 8, bottom: 0, left: -4 }} barGap={4} barCategoryGap="28%">
            <CartesianGrid stroke={chartColors.grid} strokeDasharray="3 3" vertical={false} />
            <XAxis dataKey="metric" {...axisProps} />
            <YAxis tickFormatter={rateTick} width={48} {...axisProps} />
            <Tooltip cursor={tooltipStyle.cursor} content={<ChartTooltip format={(value) => formatPercent(value)} />} />
            <Legend {...legendProps} />
            <Bar dataKey="yours" name={t("thisEmail")} fill={chartColors.open} radius={[4, 4, 0, 0]} />
            <Bar dataKey="industry" name={t("industryAverage")} fill={chartColors.industry} radius={[4, 4, 0, 0]} />
          </BarChart>
        </ResponsiveContainer>
      </div>
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
