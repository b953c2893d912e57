"use client";

import { Bot } from "lucide-react";
import { useTranslations } from "next-intl";
import { Card, CardHeader, CardTitle } from "@/components/ui/card";
import { Skeleton } from "@/components/ui/skeleton";
import type { EmailAnalytics } from "@/lib/queries/analytics";
import { chartColors } from "./chart-colors";
import { useReportFormat } from "./use-report-format";

type SplitProps = {
  label: string;
  summary: string;
  human: number;
  machine: number;
  humanLabel: string;
  machineLabel: string;
  color: string;
  testId: string;
};

function Split({ label, summary, human, machine, humanLabel, machineLabel, color, testId }: SplitProps) {
  const t = useTranslations("analytics.machine");
  const { count: formatCount } = useReportFormat();
  const total = human + machine;
  const humanShare = total ? (human / total) * 100 : 0;
  return (
    <div data-testid={testId}>
      <div className="flex items-baseline justify-between text-sm">
        <span className="font-medium text-slate-800">{label}</span>
        <span className="text-xs text-slate-500 tabular-nums">{t("recorded", { count: formatCount(total) })}</span>
      </div>
      <div className="mt-2 flex h-2.5 overflow-hidden rounded-full bg-slate-100" role="img" aria-label={summary}>
        <div style={{ width: `${humanShare}%`, background: color }} />
        <div style={{ width: `${total ? 100 - humanShare : 0}%`, background: chartColors.proxy }} />
      </div>
      <dl className="mt-2 flex justify-between text-xs">
        <div className="flex items-center gap-1.5">
          <span aria-hidden className="size-2 rounded-full" style={{ background: color }} />
          <dt className="text-slate-500">{humanLabel}</dt>
          <dd className="font-semibold text-slate-900 tabular-nums" data-testid={`${testId}-human`}>
            {formatCount(human)}
          </dd>
        </div>
        <div className="flex items-center gap-1.5">
          <span aria-hidden className="size-2 rounded-full" style={{ background: chartColors.proxy }} />
          <dt className="text-slate-500">{machineLabel}</dt>
          <dd className="font-semibold text-slate-900 tabular-nums" data-testid={`${testId}-machine`}>
            {formatCount(machine)}
          </dd>
        </div>
      </dl>
    </div>
  );
}

/** The two splits: opens beside privacy proxies' fetches, clicks beside link scanners'. */
const SPLITS = [
  { kind: "opens", human: "openCount", machine: "proxyOpens", machineLabel: "proxy", color: chartColors.open },
  { kind: "clicks", human: "clickCount", machine: "scannerClicks", machineLabel: "scanner", color: chartColors.click },
] as const;

/** Human opens and clicks beside what privacy proxies and link scanners fetched on their own. */
export function MachineTraffic({ analytics, loading }: { analytics: EmailAnalytics | undefined; loading: boolean }) {
  const t = useTranslations("analytics.machine");
  const { count: formatCount } = useReportFormat();
  return (
    <Card className="flex flex-col" data-testid="machine-traffic">
      <CardHeader>
        <CardTitle>{t("title")}</CardTitle>
        <p className="mt-0.5 text-sm text-slate-500">{t("description")}</p>
      </CardHeader>
      <div className="flex flex-1 flex-col gap-6 px-6 py-5">
        {loading || !analytics ? (
          <>
            <Skeleton className="h-12" />
            <Skeleton className="h-12" />
          </>
        ) : (
          <>
            {SPLITS.map((split) => {
              const human = analytics[split.human];
              const machine = analytics[split.machine];
              return (
                <Split
                  key={split.kind}
                  label={t(split.kind)}
                  summary={t(`${split.kind}Summary`, { human: formatCount(human), machine: formatCount(machine) })}
                  human={human}
                  machine={machine}
                  humanLabel={t("human")}
                  machineLabel={t(split.machineLabel)}
                  color={split.color}
                  testId={`${split.kind}-split`}
                />
              );
            })}
            <p className="mt-auto flex gap-2 text-xs leading-5 text-slate-500">
              <Bot aria-hidden className="mt-0.5 size-3.5 shrink-0" />
              {t("appleNote")}
            </p>
          </>
        )}
      </div>
    </Card>
  );
}
