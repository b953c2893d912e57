"use client";

import { useFormatter, useTranslations } from "next-intl";
import {
  CartesianGrid,
  Legend,
  Line,
  LineChart,
  ReferenceLine,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from "recharts";
import type { DeliverabilityReport } from "@/lib/queries/deliverability";
import { ChartCard } from "./chart-card";
import { axisProps, chartColors, tooltipStyle } from "./chart-colors";
import { providerSeries, THRESHOLDS } from "./deliverability-providers";

/** The axis top: 1, 2, 2.5 or 5 times a power of ten, at or above `value`. */
function niceTop(value: number) {
  const power = 10 ** Math.floor(Math.log10(value));
  const step = [1, 2, 2.5, 5, 10].find((candidate) => candidate * power >= value) ?? 10;
  return step * power;
}
const ticksTo = (top: number) => [0, top / 4, top / 2, (top * 3) / 4, top];

/** Complaints on the left axis, bounces on the right; each line's name is the message of its key. */
const RATE_LINES = [
  { key: "complaintRate", axis: "complaints", color: chartColors.complaint },
  { key: "bounceRate", axis: "bounces", color: chartColors.open },
] as const;

/** One mailbox provider: complaint rate (left axis) and bounce rate (right) per day, with the providers' lines drawn. */
export function ProviderChart({
  provider,
  report,
  loading,
}: {
  provider: { id: string; name: string; domains: readonly string[] };
  report: DeliverabilityReport | undefined;
  loading: boolean;
}) {
  const t = useTranslations("analytics.deliverability");
  const format = useFormatter();
  const percent = (value: number) => format.number(value, { style: "percent", maximumFractionDigits: 2 });
  const { points, totals } = report ? providerSeries(report, provider.domains) : { points: [], totals: null };
  const complaintTop = niceTop(Math.max(THRESHOLDS.complaintMax * 1.2, ...points.map((point) => point.complaintRate)));
  const bounceTop = niceTop(Math.max(THRESHOLDS.bounce * 1.2, ...points.map((point) => point.bounceRate)));
  return (
    <ChartCard
      title={provider.name}
      description={
        totals
          ? t("providerSummary", {
              sent: format.number(totals.sent),
              complaints: percent(totals.complaintRate),
              bounces: percent(totals.bounceRate),
            })
          : undefined
      }
      testId={`deliverability-${provider.id}`}
      loading={loading}
      empty={points.length === 0}
      emptyTitle={t("providerEmpty", { provider: provider.name })}
      emptyHint={t("providerEmptyHint")}
      height={240}
    >
      <div style={{ height: 240 }}>
        <ResponsiveContainer width="100%" height="100%">
          <LineChart data={points} margin={{ top: 8, right: 4, bottom: 0, left: -8 }}>
            <CartesianGrid stroke={chartColors.grid} vertical={false} />
            <XAxis
              dataKey="date"
              {...axisProps}
              tickFormatter={(value: string) =>
                format.dateTime(new Date(value), { month: "short", day: "numeric", timeZone: "UTC" })
              }
            />
            <YAxis
              yAxisId="complaints"
              {...axisProps}
              domain={[0, complaintTop]}
              ticks={ticksTo(complaintTop)}
              tickFormatter={percent}
              width={64}
            />
            <YAxis
              yAxisId="bounces"
              orientation="right"
              {...axisProps}
              domain={[0, bounceTop]}
              ticks={ticksTo(bounceTop)}
              tickFormatter={percent}
              width={56}
            />
            <Tooltip
              {...tooltipStyle}
              labelFormatter={(value) =>
                format.dateTime(new Date(String(value)), { dateStyle: "medium", timeZone: "UTC" })
              }
              formatter={(value, name) => [percent(Number(value)), name]}
            />
            <Legend iconType="circle" wrapperStyle={{ fontSize: 12 }} />
            <ReferenceLine
              yAxisId="complaints"
              y={THRESHOLDS.complaintMax}
              stroke={chartColors.complaint}
              strokeDasharray="6 4"
              label={{
                value: t("limitComplaints"),
                position: "insideTopLeft",
                fontSize: 11,
                fill: chartColors.complaint,
              }}
            />
            <ReferenceLine
              yAxisId="complaints"
              y={THRESHOLDS.complaintAim}
              stroke={chartColors.bounce}
              strokeDasharray="3 3"
              label={{ value: t("aimComplaints"), position: "insideBottomLeft", fontSize: 11, fill: chartColors.axis }}
            />
            <ReferenceLine
              yAxisId="bounces"
              y={THRESHOLDS.bounce}
              stroke={chartColors.proxy}
              strokeDasharray="6 4"
              label={{ value: t("limitBounces"), position: "insideTopRight", fontSize: 11, fill: chartColors.axis }}
            />
            {RATE_LINES.map((line) => (
              <Line
                key={line.key}
                yAxisId={line.axis}
                dataKey={line.key}
                name={t(line.key)}
                stroke={line.color}
                strokeWidth={2}
                dot={points.length < 3}
                isAnimationActive={false}
              />
            ))}
          </LineChart>
        </ResponsiveContainer>
      </div>
    </ChartCard>
  );
}
