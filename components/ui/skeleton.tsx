import clsx from "clsx";
import type { ComponentProps } from "react";

/** A grey placeholder block while content loads. */
export function Skeleton({ className, ...props }: ComponentProps<"div">) {
  return <div aria-hidden className={clsx("animate-pulse rounded-md bg-slate-200/70", className)} {...props} />;
}
