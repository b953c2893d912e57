"use client";

import { useFormatter, useTranslations } from "next-intl";
import { Bar, CartesianGrid, ComposedChart, Legend, Line, ResponsiveContainer, Tooltip, XAxis, YAxis } from "recharts";
import { axisProps, chartColors, tooltipStyle } from "@/components/analytics/chart-colors";
import { legendProps } from "@/components/analytics/chart-tooltip";
import { TextField } from "@/components/ui/input";
import type { SmtpConfig } from "@/lib/queries/smtp";
import { asNumber } from "./use-config-form";
import { FormGroup, Toggle } from "./smtp-form-parts";

// The warm-up schedule of an SMTP config (docs/contract.md section 20): three numbers, and the
// planned ramp drawn against what was sent each day.

export type WarmupFormState = { warmupOn: boolean; warmupStart: string; warmupGrowth: string; warmupMax: string };

export function initialWarmup(config: SmtpConfig | null): WarmupFormState {
  const warmup = config?.warmup;
  return {
    warmupOn: Boolean(warmup),
    warmupStart: String(warmup?.startPerDay ?? 50),
    warmupGrowth: String(warmup?.growthPercent ?? 30),
    warmupMax: String(warmup?.maxPerDay ?? 10000),
  };
}

/** The body's `warmup`: null turns it off (only sent when there was one), else the three numbers. */
export function warmupBody(form: WarmupFormState, config: SmtpConfig | null) {
  if (!form.warmupOn) return config?.warmup ? { warmup: null } : {};
  return {
    warmup: {
      startPerDay: asNumber(form.warmupStart) as number,
      growthPercent: asNumber(form.warmupGrowth) as number,
      maxPerDay: asNumber(form.warmupMax) as number,
    },
  };
}

export function SmtpWarmupFields({
  form,
  config,
  error,
  onChange,
}: {
  form: WarmupFormState;
  config: SmtpConfig | null;
  error?: string;
  onChange: (changes: Partial<WarmupFormState>) => void;
}) {
  const t = useTranslations("smtp.warmup");
  const field = (key: "warmupStart" | "warmupGrowth" | "warmupMax") => ({
    name: key,
    value: form[key],
    inputMode: "numeric" as const,
    onChange: (event: { target: { value: string } }) => onChange({ [key]: event.target.value }),
  });
  return (
    <FormGroup title={t("title")}>
      <Toggle
        name="warmupOn"
        checked={form.warmupOn}
        onChange={(warmupOn) => onChange({ warmupOn })}
        label={t("enable")}
        hint={t("hint")}
      />
      {form.warmupOn ? (
        <div className="grid gap-5 sm:grid-cols-3">
          <TextField label={t("startPerDay")} {...field("warmupStart")} error={error} />
          <TextField label={t("growthPercent")} {...field("warmupGrowth")} />
          <TextField label={t("maxPerDay")} {...field("warmupMax")} />
        </div>
      ) : null}
      {form.warmupOn && config?.warmup ? <WarmupChart warmup={config.warmup} /> : null}
    </FormGroup>
  );
}

function WarmupChart({ warmup }: { warmup: NonNullable<SmtpConfig["warmup"]> }) {
  const t = useTranslations("smtp.warmup");
  const format = useFormatter();
  const rows = warmup.plan.map((day) => ({
    ...day,
    label: format.dateTime(new Date(`${day.day}T00:00:00Z`), { day: "numeric", month: "short", timeZone: "UTC" }),
  }));
  return (
    <div data-testid="warmup-chart" className="flex flex-col gap-2">
      <p className="text-sm text-slate-700">
        {t("today", { sent: format.number(warmup.sentToday), cap: format.number(warmup.todayCap) })}
      </p>
      <div role="img" aria-label={t("chartLabel")} style={{ height: 200 }}>
        <ResponsiveContainer width="100%" height="100%">
          <ComposedChart data={rows} margin={{ top: 8, right: 8, bottom: 0, left: -8 }}>
            <CartesianGrid stroke={chartColors.grid} strokeDasharray="3 3" vertical={false} />
            <XAxis dataKey="label" {...axisProps} />
            <YAxis allowDecimals={false} width={60} {...axisProps} />
            <Tooltip cursor={tooltipStyle.cursor} />
            <Legend {...legendProps} />
            <Bar
              dataKey="sent"
              name={t("sent")}
              fill={chartColors.openSoft}
              radius={[4, 4, 0, 0]}
              maxBarSize={24}
              isAnimationActive={false}
            />
            <Line
              type="stepAfter"
              dataKey="cap"
              name={t("planned")}
              stroke={chartColors.open}
              strokeWidth={2}
              dot={false}
              isAnimationActive={false}
            />
          </ComposedChart>
        </ResponsiveContainer>
      </div>
    </div>
  );
}
