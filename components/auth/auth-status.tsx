import clsx from "clsx";
import type { ReactNode } from "react";
import { AuthCard } from "./auth-card";

type AuthStatusTone = "brand" | "success" | "warning";

const toneClasses: Record<AuthStatusTone, string> = {
  brand: "bg-brand-50 text-brand-600 ring-brand-100",
  success: "bg-emerald-50 text-emerald-600 ring-emerald-100",
  warning: "bg-amber-50 text-amber-600 ring-amber-100",
};

type AuthStatusProps = {
  icon: ReactNode;
  tone: AuthStatusTone;
  title: string;
  children: ReactNode;
  /** Buttons under the message, full width. */
  action?: ReactNode;
  footer?: ReactNode;
};

/** An auth card that reports an outcome (email sent, password changed, link expired) instead of a form. */
export function AuthStatus({ icon, tone, title, children, action, footer }: AuthStatusProps) {
  return (
    <AuthCard
      title={title}
      footer={footer}
      icon={
        <span
          className={clsx(
            "mb-5 flex size-12 items-center justify-center rounded-full ring-1 [&_svg]:size-6",
            toneClasses[tone],
          )}
        >
          {icon}
        </span>
      }
    >
      <div className="-mt-3 flex flex-col items-center text-center">
        <div role="status" className="text-sm leading-6 text-slate-600">
          {children}
        </div>
        {action ? <div className="mt-6 flex w-full flex-col gap-2">{action}</div> : null}
      </div>
    </AuthCard>
  );
}
