import clsx from "clsx";
import { ChevronDown } from "lucide-react";
import type { ComponentProps } from "react";

/** A native select in the look of the text inputs; native keeps keyboard and screen readers right. */
export function Select({ className, children, ...props }: ComponentProps<"select">) {
  return (
    <div className={clsx("relative", className)}>
      <select
        className={clsx(
          "block h-10 w-full appearance-none rounded-lg border-0 bg-white py-0 pr-9 pl-3 text-sm text-slate-900 shadow-sm ring-1 ring-slate-300 ring-inset",
          "focus:ring-2 focus:ring-brand-500 focus:outline-none disabled:cursor-not-allowed disabled:bg-slate-50 disabled:text-slate-500",
          "aria-invalid:ring-red-400",
        )}
        {...props}
      >
        {children}
      </select>
      <ChevronDown
        aria-hidden
        className="pointer-events-none absolute top-1/2 right-3 size-4 -translate-y-1/2 text-slate-400"
      />
    </div>
  );
}
