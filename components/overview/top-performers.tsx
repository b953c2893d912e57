import { Sparkles } from "lucide-react";
import { formatCount, formatPercent, labelOf } from "@/components/analytics/format";
import { Card, CardHeader, CardTitle } from "@/components/ui/card";
import { Skeleton } from "@/components/ui/skeleton";
import type { TopPerformer } from "@/lib/queries/analytics";

const TYPE_LABELS: Record<string, string> = { device: "Device", country: "Country", hour: "Hour" };

function valueLabel(performer: TopPerformer) {
  if (performer.type === "hour") return `${performer.value.padStart(2, "0")}:00`;
  return labelOf(performer.type === "device" ? "device" : "country", performer.value);
}

/** Which devices, countries and hours turn opens into clicks best. */
export function TopPerformers({ performers, loading }: { performers: TopPerformer[] | undefined; loading: boolean }) {
  return (
    <Card className="flex min-w-0 flex-col" data-testid="top-performers">
      <CardHeader>
        <CardTitle>What converts best</CardTitle>
        <p className="mt-0.5 text-sm text-slate-500">Share of openers who went on to click.</p>
      </CardHeader>
      {loading ? (
        <div role="status" aria-label="Loading top performers" className="flex flex-col gap-3 p-6">
          {[0, 1, 2].map((row) => <Skeleton key={row} className="h-7" />)}
        </div>
      ) : !performers?.length ? (
        <div className="flex flex-1 flex-col items-center justify-center px-6 py-10 text-center" data-testid="chart-empty">
          <Sparkles aria-hidden className="size-5 text-slate-400" />
          <p className="mt-2 text-sm font-medium text-slate-900">Not enough opens yet</p>
          <p className="mt-1 max-w-xs text-sm text-slate-500">A device, country or hour is ranked once at least five people opened with it.</p>
        </div>
      ) : (
        <ul className="divide-y divide-slate-100 px-6">
          {performers.map((performer) => (
            <li key={`${performer.type}-${performer.value}`} className="flex items-center gap-3 py-3 text-sm">
              <span className="w-16 shrink-0 text-xs font-medium tracking-wide text-slate-400 uppercase">{TYPE_LABELS[performer.type] ?? performer.type}</span>
              <span className="min-w-0 flex-1 truncate font-medium text-slate-800">{valueLabel(performer)}</span>
              <span className="text-xs text-slate-400 tabular-nums">{formatCount(performer.sampleSize)} openers</span>
              <span className="w-14 text-right font-semibold text-emerald-700 tabular-nums">{formatPercent(performer.engagementRate)}</span>
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}
