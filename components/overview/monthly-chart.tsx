"use client";

import { CalendarRange } from "lucide-react";
import { useFormatter, useTranslations } from "next-intl";
import { Bar, CartesianGrid, ComposedChart, Legend, Line, ResponsiveContainer, Tooltip, XAxis, YAxis } from "recharts";
import { ChartCard } from "@/components/analytics/chart-card";
import { axisProps, chartColors, tooltipStyle } from "@/components/analytics/chart-colors";
import { ChartTooltip, legendProps } from "@/components/analytics/chart-tooltip";
import { useReportFormat } from "@/components/analytics/use-report-format";
import type { MonthlyStat } from "@/lib/queries/analytics";

/** "2026-11" as a date at the month's start (UTC, so no timezone shifts the month). */
const monthDate = (month: string) => new Date(`${month}-01T00:00:00Z`);

/** The rate lines over the volume bars; each one's name is the overview message of its key. */
const RATE_LINES = [
  { key: "openRate", color: chartColors.open },
  { key: "clickRate", color: chartColors.click },
] as const;

/** Emails sent per month as bars, open and click rates as lines on a percent axis. */
export function MonthlyChart({ stats, loading }: { stats: MonthlyStat[] | undefined; loading: boolean }) {
  const t = useTranslations("overview");
  const format = useFormatter();
  const { count: formatCount, percent: formatPercent, rateTick } = useReportFormat();
  const formatCompact = (value: number) => format.number(value, { notation: "compact", maximumFractionDigits: 1 });
  const monthLabel = (month: string) =>
    format.dateTime(monthDate(month), { month: "short", year: "2-digit", timeZone: "UTC" });
  const monthName = (month: string) =>
    format.dateTime(monthDate(month), { month: "long", year: "numeric", timeZone: "UTC" });
  // A month without mail has no rate: a gap in the lines, not a misleading 0%.
  const rows = (stats ?? []).map((stat) => ({
    ...stat,
    openRate: stat.totalEmails ? stat.openRate : null,
    clickRate: stat.totalEmails ? stat.clickRate : null,
    label: monthLabel(stat.month),
  }));
  const sent = rows.reduce((sum, row) => sum + row.totalEmails, 0);
  return (
    <ChartCard
      title={t("monthly.title")}
      description={t("monthly.description")}
      testId="chart-monthly"
      loading={loading}
      empty={sent === 0}
      emptyIcon={CalendarRange}
      emptyTitle={t("monthly.emptyTitle")}
      emptyHint={t("monthly.emptyHint")}
      height={300}
      className="xl:col-span-2"
    >
      <div
        role="img"
        aria-label={t("monthly.summary", {
          months: rows
            .filter((row) => row.totalEmails)
            .map((row) =>
              t("monthly.month", {
                month: row.label,
                sent: formatCount(row.totalEmails),
                opened: formatPercent(row.openRate),
              }),
            )
            .join("; "),
        })}
        style={{ height: 300 }}
      >
        <ResponsiveContainer width="100%" height="100%">
          <ComposedChart data={rows} margin={{ top: 8, right: 0, bottom: 0, left: -8 }}>
            <CartesianGrid stroke={chartColors.grid} strokeDasharray="3 3" vertical={false} />
            <XAxis dataKey="label" {...axisProps} />
            <YAxis
              yAxisId="volume"
              allowDecimals={false}
              tickFormatter={(value: number) => formatCompact(value)}
              width={48}
              {...axisProps}
            />
            <YAxis
              yAxisId="rate"
              orientation="right"
              tickFormatter={rateTick}
              width={44}
              domain={[0, (max: number) => Math.min(1, Math.max(0.1, Math.ceil(max * 10) / 10))]}
              {...axisProps}
            />
            <Tooltip
              cursor={tooltipStyle.cursor}
              content={
                <ChartTooltip
                  format={(value, name) => (name === t("emailsSent") ? formatCount(value) : formatPercent(value))}
                  titleOf={(label) => {
                    const row = rows.find((item) => item.label === label);
                    return row ? monthName(row.month) : String(label);
                  }}
                />
              }
            />
            <Legend {...legendProps} />
            <Bar
              yAxisId="volume"
              dataKey="totalEmails"
              name={t("emailsSent")}
              fill={chartColors.openSoft}
              radius={[4, 4, 0, 0]}
              maxBarSize={36}
              isAnimationActive={false}
            />
            {RATE_LINES.map((line) => (
              <Line
                key={line.key}
                yAxisId="rate"
                type="monotone"
                dataKey={line.key}
                name={t(line.key)}
                stroke={line.color}
                strokeWidth={2}
                dot={{ r: 3 }}
              />
            ))}
          </ComposedChart>
        </ResponsiveContainer>
      </div>
    </ChartCard>
  );
}
