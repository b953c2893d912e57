import clsx from "clsx";
import type { LucideIcon } from "lucide-react";
import type { CSSProperties } from "react";
import { Skeleton } from "@/components/ui/skeleton";

// The waiting and empty states of the report cards: those that hold a table or a list (links, top
// campaigns, top performers) and, for the empty state, the charts (chart-card.tsx).

/** Three grey rows, announced as loading under `label`. */
export function ReportRowsLoading({ label, rowClassName = "h-8" }: { label: string; rowClassName?: string }) {
  return (
    <div role="status" aria-label={label} className="flex flex-col gap-3 p-6">
      {[0, 1, 2].map((row) => (
        <Skeleton key={row} className={rowClassName} />
      ))}
    </div>
  );
}

/**
 * Nothing to show yet: the card's icon, what is missing and how it comes. A chart's empty state
 * takes the plot's room instead of the padding (`className`, `style`) and balances its hint.
 */
export function ReportEmpty({
  icon: Icon,
  title,
  hint,
  className = "px-6 py-12",
  style,
  balanced = false,
}: {
  icon: LucideIcon;
  title: string;
  hint: string;
  className?: string;
  style?: CSSProperties;
  balanced?: boolean;
}) {
  return (
    <div className={clsx("flex flex-col items-center text-center", className)} style={style} data-testid="chart-empty">
      <span className="flex size-10 items-center justify-center rounded-xl bg-slate-50 text-slate-400 ring-1 ring-slate-200 ring-inset">
        <Icon aria-hidden className="size-5" strokeWidth={1.75} />
      </span>
      <p className="mt-3 text-sm font-medium text-slate-900">{title}</p>
      <p className={clsx("mt-1 max-w-xs text-sm text-slate-500", balanced && "text-balance")}>{hint}</p>
    </div>
  );
}
