"use client";

import { Sparkles } from "lucide-react";
import { useTranslations } from "next-intl";
import { useReportFormat } from "@/components/analytics/use-report-format";
import type { TopPerformer } from "@/lib/queries/analytics";
import { ReportCard } from "@/components/analytics/report-card";

const PERFORMER_TYPES = ["device", "country", "hour"] as const;

function isPerformerType(type: string): type is (typeof PERFORMER_TYPES)[number] {
  return (PERFORMER_TYPES as readonly string[]).includes(type);
}

/** Which devices, countries and hours turn opens into clicks best. */
export function TopPerformers({ performers, loading }: { performers: TopPerformer[] | undefined; loading: boolean }) {
  const t = useTranslations("overview.topPerformers");
  const { count: formatCount, percent: formatPercent, label: labelOf } = useReportFormat();
  const valueLabel = (performer: TopPerformer) => {
    if (performer.type === "hour") return `${performer.value.padStart(2, "0")}:00`;
    return labelOf(performer.type === "device" ? "device" : "country", performer.value);
  };
  return (
    <ReportCard
      title={t("title")}
      description={t("description")}
      testId="top-performers"
      className="flex min-w-0 flex-col"
      loading={loading}
      loadingLabel={t("loading")}
      loadingRowClassName="h-7"
      rows={performers}
      empty={
        <div
          className="flex flex-1 flex-col items-center justify-center px-6 py-10 text-center"
          data-testid="chart-empty"
        >
          <Sparkles aria-hidden className="size-5 text-slate-400" />
          <p className="mt-2 text-sm font-medium text-slate-900">{t("emptyTitle")}</p>
          <p className="mt-1 max-w-xs text-sm text-slate-500">{t("emptyHint")}</p>
        </div>
      }
    >
      {(rows) => (
        <ul className="divide-y divide-slate-100 px-6">
          {rows.map((performer) => (
            <li key={`${performer.type}-${performer.value}`} className="flex items-center gap-3 py-3 text-sm">
              <span className="w-16 shrink-0 text-xs font-medium tracking-wide text-slate-400 uppercase">
                {isPerformerType(performer.type) ? t(`types.${performer.type}`) : performer.type}
              </span>
              <span className="min-w-0 flex-1 truncate font-medium text-slate-800">{valueLabel(performer)}</span>
              <span className="text-xs text-slate-400 tabular-nums">
                {t("openers", { count: formatCount(performer.sampleSize) })}
              </span>
              <span className="w-14 text-right font-semibold text-emerald-700 tabular-nums">
                {formatPercent(performer.engagementRate)}
              </span>
            </li>
          ))}
        </ul>
      )}
    </ReportCard>
  );
}
