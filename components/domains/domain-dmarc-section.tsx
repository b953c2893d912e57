"use client";

import { ShieldAlert } from "lucide-react";
import type { ReactNode } from "react";
import { useFormatter, useTranslations } from "next-intl";
import { Area, AreaChart, CartesianGrid, ResponsiveContainer, Tooltip, XAxis, YAxis } from "recharts";
import { axisProps, chartColors, tooltipStyle } from "@/components/analytics/chart-colors";
import { Badge, type BadgeTone } from "@/components/ui/badge";
import { Skeleton } from "@/components/ui/skeleton";
import { type DmarcSummary, useDomainDmarc } from "@/lib/queries/deliverability";

// A domain's DMARC aggregate reports (GET /domains/{id}/dmarc): how much of its mail passes, the
// pass rate per day, and the sources that fail, each with what it most likely is.

type Source = DmarcSummary["sources"][number];
const VERDICT_TONES: Record<Source["verdict"], BadgeTone> = {
  pass: "success",
  partial: "warning",
  unauthenticated_service: "warning",
  spoofing: "danger",
};

export function DomainDmarcSection({ domainId, domain }: { domainId: string; domain: string }) {
  const t = useTranslations("domains.dmarc");
  const format = useFormatter();
  const dmarc = useDomainDmarc(domainId);
  const percent = (value: number) => format.number(value, { style: "percent", maximumFractionDigits: 1 });
  const number = (value: number) => format.number(value);

  let body: ReactNode;
  if (dmarc.isPending) body = <Skeleton className="h-24" />;
  else if (dmarc.isError) body = <p className="text-sm text-red-700">{t("loadFailed")}</p>;
  else if (dmarc.data.reports === 0)
    body = (
      <p className="text-sm text-slate-500" data-testid="dmarc-empty">
        {t.rich("empty", { domain, code: (chunks) => <code className="font-mono">{chunks}</code> })}
      </p>
    );
  else {
    const data = dmarc.data;
    const failing = data.sources.filter((source) => source.verdict !== "pass");
    body = (
      <div className="flex flex-col gap-4">
        <dl className="grid grid-cols-2 gap-3 sm:grid-cols-4">
          {[
            [t("passRate"), percent(data.passRate)],
            [t("messages"), number(data.messages)],
            [t("reports"), number(data.reports)],
            [t("aligned"), t("alignedValue", { dkim: number(data.dkimAligned), spf: number(data.spfAligned) })],
          ].map(([label, value]) => (
            <div key={label} className="rounded-lg bg-slate-50 px-3 py-2">
              <dt className="text-xs text-slate-500">{label}</dt>
              <dd className="text-sm font-semibold text-slate-900">{value}</dd>
            </div>
          ))}
        </dl>
        <div className="h-40" data-testid="dmarc-chart" role="img" aria-label={t("chartLabel")}>
          <ResponsiveContainer width="100%" height="100%">
            <AreaChart data={data.daily} margin={{ top: 4, right: 8, bottom: 0, left: -12 }}>
              <CartesianGrid stroke={chartColors.grid} vertical={false} />
              <XAxis
                dataKey="date"
                {...axisProps}
                tickFormatter={(value: string) =>
                  format.dateTime(new Date(value), { month: "short", day: "numeric", timeZone: "UTC" })
                }
              />
              <YAxis {...axisProps} domain={[0, 1]} tickFormatter={(value: number) => percent(value)} width={60} />
              <Tooltip
                {...tooltipStyle}
                labelFormatter={(value) =>
                  format.dateTime(new Date(String(value)), { dateStyle: "medium", timeZone: "UTC" })
                }
                formatter={(value) => [percent(Number(value)), t("passRate")]}
              />
              <Area
                type="monotone"
                dataKey="passRate"
                stroke={chartColors.click}
                fill={chartColors.clickSoft}
                strokeWidth={2}
                isAnimationActive={false}
              />
            </AreaChart>
          </ResponsiveContainer>
        </div>
        {failing.length === 0 ? (
          <p className="text-sm text-emerald-700">{t("allPass")}</p>
        ) : (
          <div className="flex flex-col gap-2" data-testid="dmarc-failing">
            <h5 className="text-sm font-medium text-slate-800">{t("failingTitle")}</h5>
            <ul className="divide-y divide-slate-100 rounded-lg border border-slate-200">
              {failing.map((source) => (
                <li key={source.ip} className="flex flex-col gap-1 px-4 py-3 text-sm">
                  <div className="flex flex-wrap items-center gap-2">
                    <span className="font-mono text-slate-900">{source.ip}</span>
                    <Badge tone={VERDICT_TONES[source.verdict]}>{t(`verdicts.${source.verdict}.label`)}</Badge>
                    <span className="text-slate-500">
                      {t("failedOf", { failed: number(source.failed), count: number(source.count) })}
                    </span>
                  </div>
                  <p className="text-slate-600">{t(`verdicts.${source.verdict}.explanation`, { domain })}</p>
                </li>
              ))}
            </ul>
          </div>
        )}
      </div>
    );
  }

  return (
    <section className="border-t border-slate-100 px-6 py-5" data-testid="domain-dmarc" aria-label={t("title")}>
      <div className="mb-3 flex items-center gap-2">
        <ShieldAlert aria-hidden className="size-4 text-slate-500" />
        <h4 className="text-sm font-semibold text-slate-900">{t("title")}</h4>
        <span className="text-xs text-slate-500">{t("period", { days: 30 })}</span>
      </div>
      {body}
    </section>
  );
}
