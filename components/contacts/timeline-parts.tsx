import type { LucideIcon } from "lucide-react";
import type { ReactNode } from "react";
import { Skeleton, SkeletonRows } from "@/components/ui/skeleton";

/** The colours of a timeline entry's icon bubble, shared by the activity and consent timelines. */
export const TIMELINE_TONES = {
  slate: "bg-slate-50 text-slate-600 ring-slate-200",
  brand: "bg-brand-50 text-brand-600 ring-brand-200",
  emerald: "bg-emerald-50 text-emerald-600 ring-emerald-200",
  sky: "bg-sky-50 text-sky-600 ring-sky-200",
  amber: "bg-amber-50 text-amber-600 ring-amber-200",
  red: "bg-red-50 text-red-600 ring-red-200",
} as const;

export type TimelineLook = { icon: LucideIcon; classes: string };

/** One entry: the round icon on the left, its text on the right. */
export function TimelineEntry({
  icon: Icon,
  classes,
  children,
  ...data
}: {
  icon: LucideIcon;
  classes: string;
  children: ReactNode;
  "data-testid": string;
} & Record<`data-${string}`, string>) {
  return (
    <li className="flex gap-3" {...data}>
      <span
        className={`mt-0.5 flex size-7 shrink-0 items-center justify-center rounded-full ring-1 ring-inset ${classes}`}
      >
        <Icon aria-hidden className="size-3.5" />
      </span>
      <div className="min-w-0 flex-1 text-sm">{children}</div>
    </li>
  );
}

/** Placeholder rows shaped like entries while a timeline loads. */
export function TimelineSkeleton({
  label,
  rows = 4,
  widths = ["w-32", "w-64"],
}: {
  label: string;
  rows?: number;
  /** Width classes of the title line and the text line. */
  widths?: [string, string];
}) {
  return (
    <SkeletonRows rows={rows} label={label} className="flex flex-col gap-4">
      <div className="flex gap-3">
        <Skeleton className="size-7 rounded-full" />
        <div className="flex flex-1 flex-col gap-1.5">
          <Skeleton className={`h-4 ${widths[0]}`} />
          <Skeleton className={`h-3.5 ${widths[1]} max-w-full`} />
        </div>
      </div>
    </SkeletonRows>
  );
}
