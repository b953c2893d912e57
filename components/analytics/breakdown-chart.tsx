"use client";

import type { LucideIcon } from "lucide-react";
import { Bar, BarChart, Cell, ResponsiveContainer, Tooltip, XAxis, YAxis } from "recharts";
import { ChartCard } from "./chart-card";
import { axisProps, seriesPalette, tooltipStyle } from "./chart-colors";
import { ChartTooltip } from "./chart-tooltip";
import { useTranslations } from "next-intl";
import { breakdownRows } from "./format";
import { useReportFormat } from "./use-report-format";

type BreakdownChartProps = {
  title: string;
  description?: string;
  testId: string;
  data: Record<string, number> | undefined;
  kind?: "device" | "country" | "plain";
  loading: boolean;
  emptyIcon?: LucideIcon;
  emptyTitle?: string;
  emptyHint?: string;
  /** Rows shown; the rest are summed into "Other". */
  limit?: number;
  /** What one unit is, for the tooltip and the screen-reader summary ("opens", "contacts"). */
  unit?: string;
};

const ROW_HEIGHT = 34;

/** A breakdown map as horizontal bars with their share, largest first. */
export function BreakdownChart({
  title,
  description,
  testId,
  data,
  kind = "plain",
  loading,
  emptyIcon,
  emptyTitle,
  emptyHint,
  limit = 6,
  unit,
}: BreakdownChartProps) {
  const t = useTranslations("analytics.breakdown");
  const report = useReportFormat();
  const formatCount = report.count;
  const unitName = unit ?? t("opens");
  const share = (value: number) => report.percent(total ? Math.round((value / total) * 100) / 100 : 0);
  const rows = breakdownRows(data, kind, report.label);
  const total = rows.reduce((sum, row) => sum + row.value, 0);
  const shown =
    rows.length > limit
      ? [
          ...rows.slice(0, limit - 1),
          { key: "__other", label: t("other"), value: rows.slice(limit - 1).reduce((sum, row) => sum + row.value, 0) },
        ]
      : rows;
  const height = Math.max(shown.length, 3) * ROW_HEIGHT + 8;
  const summary = shown.map((row) => `${row.label} ${formatCount(row.value)}`).join(", ");
  return (
    <ChartCard
      title={title}
      description={description}
      testId={testId}
      loading={loading}
      empty={rows.length === 0}
      emptyIcon={emptyIcon}
      emptyTitle={emptyTitle ?? t("noOpens")}
      emptyHint={emptyHint ?? t("noOpensHint")}
      height={Math.max(height, 150)}
    >
      <div role="img" aria-label={`${title}: ${summary}`} style={{ height }}>
        <ResponsiveContainer width="100%" height="100%">
          <BarChart
            data={shown}
            layout="vertical"
            margin={{ top: 0, right: 56, bottom: 0, left: 0 }}
            barCategoryGap={8}
          >
            <XAxis type="number" hide domain={[0, "dataMax"]} />
            <YAxis
              type="category"
              dataKey="label"
              width={120}
              {...axisProps}
              tick={{ fill: "#334155", fontSize: 12 }}
            />
            <Tooltip
              cursor={tooltipStyle.cursor}
              content={<ChartTooltip format={(value) => `${formatCount(value)} ${unitName} · ${share(value)}`} />}
            />
            <Bar
              dataKey="value"
              name={unitName.charAt(0).toUpperCase() + unitName.slice(1)}
              radius={[0, 4, 4, 0]}
              isAnimationActive={false}
              label={{
                position: "right",
                fontSize: 12,
                fill: "#475569",
                formatter: (value: unknown) => share(Number(value)),
              }}
            >
              {shown.map((row, index) => (
                <Cell
                  key={row.key}
                  fill={row.key === "__other" ? "#cbd5e1" : seriesPalette[index % seriesPalette.length]}
                />
              ))}
            </Bar>
          </BarChart>
        </ResponsiveContainer>
      </div>
    </ChartCard>
  );
}
