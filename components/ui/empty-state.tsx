import clsx from "clsx";
import type { LucideIcon } from "lucide-react";
import type { ReactNode } from "react";
import { Card } from "./card";

type EmptyStateProps = {
  icon: LucideIcon;
  title: string;
  description: ReactNode;
  action?: ReactNode;
  hint?: ReactNode;
  className?: string;
};

export function EmptyState({ icon: Icon, title, description, action, hint, className }: EmptyStateProps) {
  return (
    <Card
      data-testid="empty-state"
      className={clsx("relative overflow-hidden px-6 py-14 text-center sm:py-20", className)}
    >
      {/* Faint dotted backdrop behind the icon; purely decorative. */}
      <div
        aria-hidden
        className="pointer-events-none absolute inset-x-0 top-0 h-48 bg-[radial-gradient(var(--color-slate-200)_1px,transparent_1px)] [background-size:16px_16px] [mask-image:radial-gradient(ellipse_at_top,black_20%,transparent_70%)]"
      />
      <div className="relative mx-auto flex max-w-md flex-col items-center">
        <div className="flex size-14 items-center justify-center rounded-2xl bg-gradient-to-b from-brand-50 to-brand-100 text-brand-600 shadow-sm ring-1 ring-brand-200/70">
          <Icon aria-hidden className="size-6" strokeWidth={1.75} />
        </div>
        <h2 className="mt-5 text-lg font-semibold text-slate-900">{title}</h2>
        <p className="mt-2 text-sm leading-6 text-balance text-slate-600">{description}</p>
        {action ? <div className="mt-6 flex flex-wrap justify-center gap-3">{action}</div> : null}
        {hint ? <p className="mt-4 text-xs leading-5 text-balance text-slate-500">{hint}</p> : null}
      </div>
    </Card>
  );
}
