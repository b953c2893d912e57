import { Bot } from "lucide-react";
import { Card, CardHeader, CardTitle } from "@/components/ui/card";
import { Skeleton } from "@/components/ui/skeleton";
import type { EmailAnalytics } from "@/lib/queries/analytics";
import { chartColors } from "./chart-colors";
import { formatCount } from "./format";

type SplitProps = { label: string; human: number; machine: number; humanLabel: string; machineLabel: string; color: string; testId: string };

function Split({ label, human, machine, humanLabel, machineLabel, color, testId }: SplitProps) {
  const total = human + machine;
  const humanShare = total ? (human / total) * 100 : 0;
  return (
    <div data-testid={testId}>
      <div className="flex items-baseline justify-between text-sm">
        <span className="font-medium text-slate-800">{label}</span>
        <span className="text-xs text-slate-500 tabular-nums">{formatCount(total)} recorded</span>
      </div>
      <div
        className="mt-2 flex h-2.5 overflow-hidden rounded-full bg-slate-100"
        role="img"
        aria-label={`${label}: ${formatCount(human)} ${humanLabel.toLowerCase()}, ${formatCount(machine)} ${machineLabel.toLowerCase()}`}
      >
        <div style={{ width: `${humanShare}%`, background: color }} />
        <div style={{ width: `${total ? 100 - humanShare : 0}%`, background: chartColors.proxy }} />
      </div>
      <dl className="mt-2 flex justify-between text-xs">
        <div className="flex items-center gap-1.5">
          <span aria-hidden className="size-2 rounded-full" style={{ background: color }} />
          <dt className="text-slate-500">{humanLabel}</dt>
          <dd className="font-semibold text-slate-900 tabular-nums" data-testid={`${testId}-human`}>{formatCount(human)}</dd>
        </div>
        <div className="flex items-center gap-1.5">
          <span aria-hidden className="size-2 rounded-full" style={{ background: chartColors.proxy }} />
          <dt className="text-slate-500">{machineLabel}</dt>
          <dd className="font-semibold text-slate-900 tabular-nums" data-testid={`${testId}-machine`}>{formatCount(machine)}</dd>
        </div>
      </dl>
    </div>
  );
}

/** Human opens and clicks beside what privacy proxies and link scanners fetched on their own. */
export function MachineTraffic({ analytics, loading }: { analytics: EmailAnalytics | undefined; loading: boolean }) {
  return (
    <Card className="flex flex-col" data-testid="machine-traffic">
      <CardHeader>
        <CardTitle>People vs machines</CardTitle>
        <p className="mt-0.5 text-sm text-slate-500">Privacy proxies (Apple Mail, Gmail) and link scanners, kept out of your rates.</p>
      </CardHeader>
      <div className="flex flex-1 flex-col gap-6 px-6 py-5">
        {loading || !analytics ? (
          <>
            <Skeleton className="h-12" />
            <Skeleton className="h-12" />
          </>
        ) : (
          <>
            <Split label="Opens" human={analytics.openCount} machine={analytics.proxyOpens} humanLabel="Human" machineLabel="Proxy" color={chartColors.open} testId="opens-split" />
            <Split label="Clicks" human={analytics.clickCount} machine={analytics.scannerClicks} humanLabel="Human" machineLabel="Scanner" color={chartColors.click} testId="clicks-split" />
            <p className="mt-auto flex gap-2 text-xs leading-5 text-slate-500">
              <Bot aria-hidden className="mt-0.5 size-3.5 shrink-0" />
              Apple Mail Privacy Protection loads every image on delivery, so its opens say nothing about reading.
            </p>
          </>
        )}
      </div>
    </Card>
  );
}
