"use client";

import { ChartNoAxesColumn, Users } from "lucide-react";
import { useTranslations } from "next-intl";
import { Bar, BarChart, CartesianGrid, Legend, ResponsiveContainer, Tooltip, XAxis, YAxis } from "recharts";
import type { AudienceSegment } from "@/lib/queries/analytics";
import { ChartCard } from "./chart-card";
import { axisProps, chartColors, tooltipStyle } from "./chart-colors";
import { ChartTooltip, legendProps } from "./chart-tooltip";
import { RATE_DOMAIN, RATE_TICKS, segmentChartState } from "./segment-chart-axis";
import { SEGMENT_ORDER, useSegmentText } from "./segment-cards";
import { useReportFormat } from "./use-report-format";

/** Open and click rates per segment, so the gap between engaged and at-risk readers shows. */
export function SegmentRatesChart({
  segments,
  loading,
}: {
  segments: AudienceSegment[] | undefined;
  loading: boolean;
}) {
  const t = useTranslations("analytics.segments");
  const { percent: formatPercent, rateTick } = useReportFormat();
  const segmentText = useSegmentText();
  const rows = SEGMENT_ORDER.map((name) => segments?.find((segment) => segment.name === name))
    .filter((segment): segment is AudienceSegment => Boolean(segment))
    .map((segment) => ({ ...segment, label: segmentText(segment.name).label }));
  const state = segmentChartState(rows);
  return (
    <ChartCard
      title={t("chartTitle")}
      description={t("chartDescription")}
      testId="chart-segments"
      loading={loading}
      empty={state !== "chart"}
      emptyIcon={state === "no-contacts" ? Users : ChartNoAxesColumn}
      emptyTitle={state === "no-contacts" ? t("chartEmpty") : t("chartNoEngagement")}
      emptyHint={state === "no-contacts" ? t("chartEmptyHint") : t("chartNoEngagementHint")}
      height={260}
      className="xl:col-span-2"
    >
      <div
        role="img"
        aria-label={rows
          .map((row) =>
            t("chartSummary", {
              segment: row.label,
              open: formatPercent(row.openRate),
              click: formatPercent(row.clickRate),
            }),
          )
          .join("; ")}
        style={{ height: 260 }}
      >
        <ResponsiveContainer width="100%" height="100%">
          <BarChart data={rows} margin={{ top: 8, right: 8, bottom: 0, left: -4 }} barGap={4} barCategoryGap="25%">
            <CartesianGrid stroke={chartColors.grid} strokeDasharray="3 3" vertical={false} />
            <XAxis dataKey="label" {...axisProps} />
            <YAxis
              domain={RATE_DOMAIN}
              ticks={RATE_TICKS}
              allowDataOverflow
              tickFormatter={rateTick}
              width={52}
              {...axisProps}
            />
            <Tooltip cursor={tooltipStyle.cursor} content={<ChartTooltip format={(value) => formatPercent(value)} />} />
            <Legend {...legendProps} />
            <Bar
              dataKey="openRate"
              name={t("openRate")}
              fill={chartColors.open}
              radius={[4, 4, 0, 0]}
              maxBarSize={40}
            />
            <Bar
              dataKey="clickRate"
              name={t("clickRate")}
              fill={chartColors.click}
              radius={[4, 4, 0, 0]}
              maxBarSize={40}
            />
          </BarChart>
        </ResponsiveContainer>
      </div>
    </ChartCard>
  );
}
