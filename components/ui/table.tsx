import clsx from "clsx";
import { useTranslations } from "next-intl";
import type { ComponentProps } from "react";

export function Table({ className, ...props }: ComponentProps<"table">) {
  return (
    // relative: screen-reader-only labels (absolutely positioned) stay inside the scroll box
    // instead of widening the card or the page.
    <div className="relative overflow-x-auto">
      <table className={clsx("w-full border-collapse text-left text-sm", className)} {...props} />
    </div>
  );
}

export function TableHead({ className, ...props }: ComponentProps<"thead">) {
  return <thead className={clsx("border-b border-slate-200 bg-slate-50/80", className)} {...props} />;
}

export function TableHeader({ className, ...props }: ComponentProps<"th">) {
  return (
    <th
      scope="col"
      className={clsx(
        "px-4 py-2.5 text-xs font-medium tracking-wide whitespace-nowrap text-slate-500 uppercase first:pl-6 last:pr-6",
        className,
      )}
      {...props}
    />
  );
}

/** The name of a row-actions column (DataTable's actionsColumn): empty to the eye, read by screen readers ("Actions" unless `label`). */
export function ActionsLabel({ label }: { label?: string }) {
  const t = useTranslations("common");
  return <span className="sr-only">{label ?? t("actions")}</span>;
}

export function TableBody({ className, ...props }: ComponentProps<"tbody">) {
  return <tbody className={clsx("divide-y divide-slate-100", className)} {...props} />;
}

export function TableRow({ className, ...props }: ComponentProps<"tr">) {
  return <tr className={clsx("transition-colors hover:bg-slate-50/60", className)} {...props} />;
}

export function TableCell({ className, ...props }: ComponentProps<"td">) {
  return <td className={clsx("px-4 py-3.5 align-middle text-slate-700 first:pl-6 last:pr-6", className)} {...props} />;
}
