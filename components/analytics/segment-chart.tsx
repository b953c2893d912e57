"use client";

import { ChartNoAxesColumn, Users } from "lucide-react";
import { useTranslations } from "next-intl";
import type { AudienceSegment } from "@/lib/queries/analytics";
import { ChartCard } from "./chart-card";
import { chartColors } from "./chart-colors";
import { RateBars } from "./rate-bars";
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
  const { percent: formatPercent } = useReportFormat();
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
      <RateBars
        rows={rows}
        category="label"
        bars={[
          { key: "openRate", name: t("openRate"), fill: chartColors.open },
          { key: "clickRate", name: t("clickRate"), fill: chartColors.click },
        ]}
        summary={rows
          .map((row) =>
            t("chartSummary", {
              segment: row.label,
              open: formatPercent(row.openRate),
              click: formatPercent(row.clickRate),
            }),
          )
          .join("; ")}
        height={260}
        categoryGap="25%"
        maxBarSize={40}
        yAxis={{ domain: RATE_DOMAIN, ticks: RATE_TICKS, allowDataOverflow: true, width: 52 }}
      />
    </ChartCard>
  );
}
