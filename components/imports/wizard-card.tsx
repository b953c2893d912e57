import { ArrowLeft, ArrowRight } from "lucide-react";
import { useTranslations } from "next-intl";
import type { ReactNode } from "react";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";

type WizardCardProps = {
  title: string;
  description?: ReactNode;
  children: ReactNode;
  /** Primary action(s), on the right of the footer. */
  footer?: ReactNode;
  /** Shows "Back" on the left of the footer. */
  onBack?: () => void;
  /** The step's action runs: "Back" waits for it. */
  pending?: boolean;
};

/** One step of the import wizard: heading, content, and its way forward and back. */
export function WizardCard({ title, description, children, footer, onBack, pending = false }: WizardCardProps) {
  const t = useTranslations("imports.wizard");
  return (
    <Card className="overflow-hidden">
      <section aria-labelledby="wizard-step-title">
        <div className="border-b border-slate-100 px-6 py-5">
          <h2 id="wizard-step-title" className="text-base font-semibold text-slate-900">
            {title}
          </h2>
          {description ? <div className="mt-1 max-w-3xl text-sm leading-6 text-slate-600">{description}</div> : null}
        </div>
        <div className="px-6 py-6">{children}</div>
        {footer || onBack ? (
          <div className="flex items-center justify-between gap-3 border-t border-slate-100 bg-slate-50/70 px-6 py-4">
            <div>
              {onBack ? (
                <Button variant="ghost" onClick={onBack} disabled={pending}>
                  <ArrowLeft aria-hidden />
                  {t("back")}
                </Button>
              ) : null}
            </div>
            <div className="flex items-center gap-2">{footer}</div>
          </div>
        ) : null}
      </section>
    </Card>
  );
}

/** A step's way forward: its label and an arrow, spinning while the step's action runs. */
export function WizardNextButton({
  onClick,
  pending,
  children,
}: {
  onClick: () => void;
  pending: boolean;
  children: ReactNode;
}) {
  return (
    <Button onClick={onClick} pending={pending}>
      {children}
      <ArrowRight aria-hidden />
    </Button>
  );
}
