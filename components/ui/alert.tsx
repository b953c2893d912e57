import clsx from "clsx";
import { CircleCheck, CircleExclamationPoint, Info, TriangleExclamationPoint } from "lucide-react";
import type { ReactNode } from "react";

type AlertTone = "error" | "warning" | "success" | "info";

const tones: Record<AlertTone, { classes: string; icon: typeof Info }> = {
  error: { classes: "bg-red-50 text-red-800 ring-red-200", icon: CircleExclamationPoint },
  warning: { classes: "bg-amber-50 text-amber-900 ring-amber-200", icon: TriangleExclamationPoint },
  success: { classes: "bg-emerald-50 text-emerald-800 ring-emerald-200", icon: CircleCheck },
  info: { classes: "bg-brand-50 text-brand-900 ring-brand-200/70", icon: Info },
};

type AlertProps = { tone?: AlertTone; title?: ReactNode; children?: ReactNode; className?: string };

/** An inline message. Errors are announced at once (role="alert"), the rest politely. */
export function Alert({ tone = "info", title, children, className }: AlertProps) {
  const { classes, icon: Icon } = tones[tone];
  return (
    <div
      role={tone === "error" ? "alert" : "status"}
      className={clsx("flex gap-3 rounded-lg px-3.5 py-3 text-sm ring-1 ring-inset", classes, className)}
    >
      <Icon aria-hidden className="mt-0.5 size-4 shrink-0" />
      <div className="min-w-0 leading-5">
        {title ? <p className="font-medium">{title}</p> : null}
        {children ? <div className={clsx(title && "mt-0.5 opacity-90")}>{children}</div> : null}
      </div>
    </div>
  );
}
