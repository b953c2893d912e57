import type { ReactNode } from "react";
import { Card } from "@/components/ui/card";

type AuthCardProps = {
  /** A badge above the title, for outcome cards. */
  icon?: ReactNode;
  title: string;
  description?: ReactNode;
  children: ReactNode;
  /** A line under the card ("New to Sendwell? Create an account"). */
  footer?: ReactNode;
};

export function AuthCard({ icon, title, description, children, footer }: AuthCardProps) {
  return (
    <div className="flex flex-col gap-6">
      <Card className="rounded-2xl px-6 py-8 shadow-[0_1px_2px_rgb(15_23_42/0.04),0_12px_32px_-12px_rgb(15_23_42/0.14)] sm:px-10 sm:py-10">
        <div className="mb-7 flex flex-col items-center text-center">
          {icon}
          <h1 className="text-2xl font-semibold tracking-tight text-slate-900">{title}</h1>
          {description ? <div className="mt-2 text-sm leading-6 text-pretty text-slate-600">{description}</div> : null}
        </div>
        {children}
      </Card>
      {footer ? <div className="text-center text-sm text-slate-600">{footer}</div> : null}
    </div>
  );
}

/** An inline link in auth copy. */
export const authLinkClasses = "font-medium text-brand-600 hover:text-brand-700 hover:underline underline-offset-2";
