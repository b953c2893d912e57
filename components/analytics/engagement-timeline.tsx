"use client";

import { Activity } from "lucide-react";
import {
  Area,
  AreaChart,
  Bar,
  BarChart,
  CartesianGrid,
  Legend,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from "recharts";
import type { TimelineEntry } from "@/lib/queries/analytics";
import { ChartCard } from "./chart-card";
import { axisProps, chartColors, tooltipStyle } from "./chart-colors";
import { ChartTooltip, legendProps } from "./chart-tooltip";
import { useFormatter, useTranslations } from "next-intl";
import { useReportFormat } from "./use-report-format";

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;
/** Past two weeks of hourly buckets the chart turns daily, or the bars become hair-thin. */
const MAX_HOURLY_POINTS = 14 * 24;

type Point = { at: number; opens: number; clicks: number };

/** The two series, drawn as areas whose fill fades down from `fill`; names are the timeline's messages. */
const SERIES = [
  { key: "opens", color: chartColors.open, fill: 0.25 },
  { key: "clicks", color: chartColors.click, fill: 0.3 },
] as const;

/** Opens and clicks per hour (or per day for long runs), with empty buckets filled as zeros. */
function timelinePoints(entries: TimelineEntry[]): { points: Point[]; step: "hour" | "day" } {
  const relevant = entries.filter((entry) => entry.eventType === "open" || entry.eventType === "click");
  if (relevant.length === 0) return { points: [], step: "hour" };
  const times = relevant.map((entry) => Date.parse(entry.timestamp));
  const first = Math.min(...times);
  const last = Math.max(...times);
  const step = (last - first) / HOUR_MS > MAX_HOURLY_POINTS ? "day" : "hour";
  const size = step === "day" ? DAY_MS : HOUR_MS;
  const start = step === "day" ? startOfLocalDay(first) : first;
  const buckets = new Map<number, Point>();
  // A leading and trailing empty bucket so a single busy hour still draws as a peak.
  for (let at = start - size; at <= last + size; at += size) buckets.set(at, { at, opens: 0, clicks: 0 });
  for (const entry of relevant) {
    const time = Date.parse(entry.timestamp);
    const at = step === "day" ? startOfLocalDay(time) : time;
    const point = buckets.get(at) ?? { at, opens: 0, clicks: 0 };
    if (entry.eventType === "open") point.opens += entry.count;
    else point.clicks += entry.count;
    buckets.set(at, point);
  }
  return { points: [...buckets.values()].sort((left, right) => left.at - right.at), step };
}

function startOfLocalDay(time: number) {
  const date = new Date(time);
  date.setHours(0, 0, 0, 0);
  return date.getTime();
}

export function EngagementTimeline({
  entries,
  loading,
  className,
}: {
  entries: TimelineEntry[] | undefined;
  loading: boolean;
  className?: string;
}) {
  const t = useTranslations("analytics.timeline");
  const format = useFormatter();
  const { count: formatCount } = useReportFormat();
  const { points, step } = timelinePoints(entries ?? []);
  const label = {
    format: (value: number) =>
      format.dateTime(
        new Date(value),
        step === "day" ? { month: "short", day: "numeric" } : { month: "short", day: "numeric", hour: "numeric" },
      ),
  };
  const totalOpens = points.reduce((sum, point) => sum + point.opens, 0);
  const totalClicks = points.reduce((sum, point) => sum + point.clicks, 0);
  const sparse = points.filter((point) => point.opens + point.clicks > 0).length < 4;
  const axes = [
    <CartesianGrid key="grid" stroke={chartColors.grid} strokeDasharray="3 3" vertical={false} />,
    sparse ? (
      <XAxis key="x" dataKey="at" tickFormatter={(value: number) => label.format(value)} {...axisProps} />
    ) : (
      <XAxis
        key="x"
        dataKey="at"
        type="number"
        scale="time"
        domain={["dataMin", "dataMax"]}
        tickFormatter={(value: number) => label.format(value)}
        minTickGap={32}
        {...axisProps}
      />
    ),
    <YAxis key="y" allowDecimals={false} width={48} {...axisProps} />,
    <Tooltip
      key="tooltip"
      cursor={tooltipStyle.cursor}
      content={<ChartTooltip format={(value) => formatCount(value)} titleOf={(value) => label.format(Number(value))} />}
    />,
    <Legend key="legend" {...legendProps} />,
  ];
  return (
    <ChartCard
      title={t("title")}
      description={step === "day" ? t("perDay") : t("perHour")}
      testId="chart-timeline"
      loading={loading}
      empty={points.length === 0}
      emptyIcon={Activity}
      emptyTitle={t("emptyTitle")}
      emptyHint={t("emptyHint")}
      height={280}
      className={className}
    >
      <div
        role="img"
        aria-label={t("summary", { opens: formatCount(totalOpens), clicks: formatCount(totalClicks) })}
        style={{ height: 280 }}
      >
        <ResponsiveContainer width="100%" height="100%">
          {sparse ? (
            // A handful of busy hours reads truer as bars than as a smoothed curve between zeros.
            <BarChart data={points} margin={{ top: 8, right: 8, bottom: 0, left: -16 }} barGap={2} barCategoryGap="30%">
              {axes}
              <Bar dataKey="opens" name={t("opens")} fill={chartColors.open} radius={[4, 4, 0, 0]} maxBarSize={28} />
              <Bar dataKey="clicks" name={t("clicks")} fill={chartColors.click} radius={[4, 4, 0, 0]} maxBarSize={28} />
            </BarChart>
          ) : (
            <AreaChart data={points} margin={{ top: 8, right: 8, bottom: 0, left: -16 }}>
              <defs>
                {SERIES.map((series) => (
                  <linearGradient key={series.key} id={`timeline-${series.key}`} x1="0" y1="0" x2="0" y2="1">
                    <stop offset="0%" stopColor={series.color} stopOpacity={series.fill} />
                    <stop offset="100%" stopColor={series.color} stopOpacity={0.02} />
                  </linearGradient>
                ))}
              </defs>
              {axes}
              {SERIES.map((series) => (
                <Area
                  key={series.key}
                  type="monotone"
                  dataKey={series.key}
                  name={t(series.key)}
                  stroke={series.color}
                  strokeWidth={2}
                  fill={`url(#timeline-${series.key})`}
                />
              ))}
            </AreaChart>
          )}
        </ResponsiveContainer>
      </div>
    </ChartCard>
  );
}
