import clsx from "clsx";
import { ChartNoAxesColumn, type LucideIcon } from "lucide-react";
import { useTranslations } from "next-intl";
import type { ReactNode } from "react";
import { Card, CardHeader, CardTitle } from "@/components/ui/card";
import { Skeleton } from "@/components/ui/skeleton";
import { ReportEmpty } from "./report-card-states";

type ChartCardProps = {
  title: string;
  description?: ReactNode;
  /** The container the e2e test looks for an <svg> in. */
  testId: string;
  loading: boolean;
  empty: boolean;
  emptyTitle: string;
  emptyHint: string;
  emptyIcon?: LucideIcon;
  /** Height of the plot area, so skeleton, empty state and chart take the same room. */
  height?: number;
  actions?: ReactNode;
  className?: string;
  children: ReactNode;
};

/** One report panel: a titled card whose body is a skeleton, a real empty state, or the chart. */
export function ChartCard({
  title,
  description,
  testId,
  loading,
  empty,
  emptyTitle,
  emptyHint,
  emptyIcon: Icon = ChartNoAxesColumn,
  height = 260,
  actions,
  className,
  children,
}: ChartCardProps) {
  const t = useTranslations("analytics");
  return (
    <Card className={clsx("flex min-w-0 flex-col", className)} data-testid={testId}>
      <CardHeader className="flex items-start justify-between gap-3">
        <div className="min-w-0">
          <CardTitle>{title}</CardTitle>
          {description ? <p className="mt-0.5 text-sm text-slate-500">{description}</p> : null}
        </div>
        {actions}
      </CardHeader>
      <div className="flex-1 px-4 py-4 sm:px-6">
        {loading ? (
          <div
            role="status"
            aria-label={t("loadingChart", { title })}
            className="flex h-full flex-col justify-end gap-2"
            style={{ height }}
          >
            <ChartSkeleton />
          </div>
        ) : empty ? (
          <ReportEmpty
            icon={Icon}
            title={emptyTitle}
            hint={emptyHint}
            className="justify-center"
            style={{ height }}
            balanced
          />
        ) : (
          children
        )}
      </div>
    </Card>
  );
}

const SKELETON_BARS = [45, 70, 55, 85, 40, 65, 90, 50, 75, 60];

/** Bars of varied height: reads as "a chart is coming" without pretending to be data. */
function ChartSkeleton() {
  return (
    <div className="flex h-full items-end gap-2">
      {SKELETON_BARS.map((height, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: static skeleton placeholders: a fixed count with no data, so position is their identity
        <Skeleton key={index} className="flex-1 rounded-t-md rounded-b-none" style={{ height: `${height}%` }} />
      ))}
    </div>
  );
}
