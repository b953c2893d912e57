import clsx from "clsx";
import type { ReactNode } from "react";
import { Card } from "@/components/ui/card";
import { Skeleton } from "@/components/ui/skeleton";

export type Kpi = {
  label: string;
  value: string;
  /** A second line: the rate, the share, or what the figure leaves out. */
  caption?: ReactNode;
  tone?: "default" | "brand" | "success" | "warning" | "muted";
  testId?: string;
};

const valueTone: Record<NonNullable<Kpi["tone"]>, string> = {
  default: "text-slate-900",
  brand: "text-brand-700",
  success: "text-emerald-700",
  warning: "text-amber-700",
  muted: "text-slate-500",
};

/** Headline figures as tiles; the 1px gaps over a tinted background draw the dividers. */
export function KpiGrid({
  items,
  loading,
  label,
  columns = "lg:grid-cols-6",
}: {
  items: Kpi[];
  loading?: boolean;
  label: string;
  columns?: string;
}) {
  return (
    <Card className="overflow-hidden">
      <dl
        aria-label={label}
        aria-busy={loading || undefined}
        className={clsx("grid grid-cols-2 gap-px bg-slate-100 sm:grid-cols-3", columns)}
      >
        {items.map((item) => (
          <div key={item.label} className="bg-white px-5 py-4" data-testid={item.testId}>
            <dt className="truncate text-sm font-medium text-slate-500">{item.label}</dt>
            <dd
              className={clsx(
                "mt-1 text-2xl font-semibold tracking-tight tabular-nums",
                valueTone[item.tone ?? "default"],
              )}
            >
              {loading ? <Skeleton className="my-1 h-6 w-20" /> : item.value}
            </dd>
            <dd className="mt-0.5 min-h-4 truncate text-xs text-slate-500">
              {loading ? <Skeleton className="h-3 w-24" /> : item.caption}
            </dd>
          </div>
        ))}
      </dl>
    </Card>
  );
}
