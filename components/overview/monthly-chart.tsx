"use client";

import { CalendarRange } from "lucide-react";
import { Bar, CartesianGrid, ComposedChart, Legend, Line, ResponsiveContainer, Tooltip, XAxis, YAxis } from "recharts";
import { ChartCard } from "@/components/analytics/chart-card";
import { axisProps, chartColors, tooltipStyle } from "@/components/analytics/chart-colors";
import { legendProps, makeTooltip } from "@/components/analytics/chart-tooltip";
import { formatCompact, formatCount, formatPercent, formatRateTick } from "@/components/analytics/format";
import type { MonthlyStat } from "@/lib/queries/analytics";

const monthLabel = new Intl.DateTimeFormat(undefined, { month: "short", year: "2-digit", timeZone: "UTC" });
const monthName = new Intl.DateTimeFormat(undefined, { month: "long", year: "numeric", timeZone: "UTC" });

/** "2026-11" as a date at the month's start (UTC, so no timezone shifts the month). */
const monthDate = (month: string) => new Date(`${month}-01T00:00:00Z`);

/** Emails sent per month as bars, open and click rates as lines on a percent axis. */
export function MonthlyChart({ stats, loading }: { stats: MonthlyStat[] | undefined; loading: boolean }) {
  // A month without mail has no rate: a gap in the lines, not a misleading 0%.
  const rows = (stats ?? []).map((stat) => ({
    ...stat,
    openRate: stat.totalEmails ? stat.openRate : null,
    clickRate: stat.totalEmails ? stat.clickRate : null,
    label: monthLabel.format(monthDate(stat.month)),
  }));
  const sent = rows.reduce((sum, row) => sum + row.totalEmails, 0);
  return (
    <ChartCard
      title="Month by month"
      description="Emails sent, with the share opened and clicked."
      testId="chart-monthly"
      loading={loading}
      empty={sent === 0}
      emptyIcon={CalendarRange}
      emptyTitle="No emails sent yet"
      emptyHint="Each month's volume and rates are charted here once you start sending."
      height={300}
      className="xl:col-span-2"
    >
      <div role="img" aria-label={`Monthly statistics: ${rows.filter((row) => row.totalEmails).map((row) => `${row.label} ${formatCount(row.totalEmails)} sent, ${formatPercent(row.openRate)} opened`).join("; ")}`} style={{ height: 300 }}>
        <ResponsiveContainer width="100%" height="100%">
          <ComposedChart data={rows} margin={{ top: 8, right: 0, bottom: 0, left: -8 }}>
            <CartesianGrid stroke={chartColors.grid} strokeDasharray="3 3" vertical={false} />
            <XAxis dataKey="label" {...axisProps} />
            <YAxis yAxisId="volume" allowDecimals={false} tickFormatter={(value: number) => formatCompact(value)} width={48} {...axisProps} />
            <YAxis yAxisId="rate" orientation="right" tickFormatter={formatRateTick} width={44} domain={[0, (max: number) => Math.min(1, Math.max(0.1, Math.ceil(max * 10) / 10))]} {...axisProps} />
            <Tooltip
              cursor={tooltipStyle.cursor}
              content={makeTooltip(
                (value, name) => (name === "Emails sent" ? formatCount(value) : formatPercent(value)),
                (label) => {
                  const row = rows.find((item) => item.label === label);
                  return row ? monthName.format(monthDate(row.month)) : String(label);
                },
              )}
            />
            <Legend {...legendProps} />
            <Bar yAxisId="volume" dataKey="totalEmails" name="Emails sent" fill={chartColors.openSoft} radius={[4, 4, 0, 0]} maxBarSize={36} isAnimationActive={false} />
            <Line yAxisId="rate" type="monotone" dataKey="openRate" name="Open rate" stroke={chartColors.open} strokeWidth={2} dot={{ r: 3 }} />
            <Line yAxisId="rate" type="monotone" dataKey="clickRate" name="Click rate" stroke={chartColors.click} strokeWidth={2} dot={{ r: 3 }} />
          </ComposedChart>
        </ResponsiveContainer>
      </div>
    </ChartCard>
  );
}
