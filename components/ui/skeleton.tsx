import clsx from "clsx";
import { Fragment, type ComponentProps, type ReactNode } from "react";

/** A grey placeholder block while content loads. */
export function Skeleton({ className, ...props }: ComponentProps<"div">) {
  return <div aria-hidden className={clsx("animate-pulse rounded-md bg-slate-200/70", className)} {...props} />;
}

/**
 * A placeholder while something first loads: one row's shape (`children`) drawn `rows` times, ruled
 * apart like a list's rows unless `className` spaces them otherwise (a timeline, a page of cards).
 */
export function SkeletonRows({
  rows,
  label,
  className = "divide-y divide-slate-100",
  children,
}: {
  rows: number;
  label: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <div role="status" aria-label={label} className={className}>
      {Array.from({ length: rows }, (_, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: static skeleton placeholders: a fixed count with no data, so position is their identity
        <Fragment key={index}>{children}</Fragment>
      ))}
    </div>
  );
}
