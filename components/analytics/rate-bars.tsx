"use client";

import type { ComponentProps } from "react";
import { Bar, BarChart, CartesianGrid, Legend, ResponsiveContainer, Tooltip, XAxis, YAxis } from "recharts";
import { axisProps, chartColors, tooltipStyle } from "./chart-colors";
import { ChartTooltip, legendProps } from "./chart-tooltip";
import { useReportFormat } from "./use-report-format";

type RateBar = { key: string; name: string; fill: string };

/**
 * Rates (fractions 0..1) as grouped vertical bars, one group a row, as an image whose accessible name
 * is `summary`: the segment chart and the industry comparison.
 */
export function RateBars({
  rows,
  category,
  bars,
  summary,
  height,
  categoryGap,
  maxBarSize,
  yAxis,
}: {
  rows: object[];
  /** The row field that names each group on the x axis. */
  category: string;
  bars: RateBar[];
  summary: string;
  height: number;
  categoryGap: string;
  maxBarSize?: number;
  /** The y axis' width and, where it is fixed, its domain and ticks. */
  yAxis: Pick<ComponentProps<typeof YAxis>, "width" | "domain" | "ticks" | "allowDataOverflow">;
}) {
  const { percent: formatPercent, rateTick } = useReportFormat();
  return (
    <div role="img" aria-label={summary} style={{ height }}>
      <ResponsiveContainer width="100%" height="100%">
        <BarChart
          data={rows}
          margin={{ top: 8, right: 8, bottom: 0, left: -4 }}
          barGap={4}
          barCategoryGap={categoryGap}
        >
          <CartesianGrid stroke={chartColors.grid} strokeDasharray="3 3" vertical={false} />
          <XAxis dataKey={category} {...axisProps} />
          <YAxis {...yAxis} tickFormatter={rateTick} {...axisProps} />
          <Tooltip cursor={tooltipStyle.cursor} content={<ChartTooltip format={(value) => formatPercent(value)} />} />
          <Legend {...legendProps} />
          {bars.map((bar) => (
            <Bar
              key={bar.key}
              dataKey={bar.key}
              name={bar.name}
              fill={bar.fill}
              radius={[4, 4, 0, 0]}
              maxBarSize={maxBarSize}
            />
          ))}
        </BarChart>
      </ResponsiveContainer>
    </div>
  );
}
