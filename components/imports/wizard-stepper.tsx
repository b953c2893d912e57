import clsx from "clsx";
import { Check } from "lucide-react";
import { useTranslations } from "next-intl";

const WIZARD_STEPS = ["source", "mapping", "review", "run", "result"] as const;

/** Where the wizard stands: done steps ticked, the current one highlighted. */
export function WizardStepper({ current, complete = false }: { current: number; complete?: boolean }) {
  const t = useTranslations("imports.steps");
  return (
    <nav aria-label={t("label")}>
      <ol
        // biome-ignore lint/a11y/noRedundantRoles: Safari drops list semantics from lists styled list-style: none (Tailwind preflight); role="list" restores them
        role="list"
        className="flex items-center gap-2 overflow-x-auto sm:gap-3"
      >
        {WIZARD_STEPS.map((step, index) => {
          const label = t(step);
          const done = index < current || (complete && index === current);
          const active = index === current && !complete;
          return (
            <li
              key={step}
              className="flex min-w-0 items-center gap-2 sm:gap-3"
              aria-current={index === current ? "step" : undefined}
            >
              {index > 0 ? (
                <span
                  aria-hidden
                  className={clsx("h-px w-4 shrink-0 sm:w-8", index <= current ? "bg-brand-300" : "bg-slate-200")}
                />
              ) : null}
              <span
                className={clsx(
                  "flex size-7 shrink-0 items-center justify-center rounded-full text-xs font-semibold ring-1 ring-inset",
                  done && "bg-brand-600 text-white ring-brand-600",
                  active && "bg-brand-50 text-brand-700 ring-brand-500",
                  !done && !active && "bg-white text-slate-500 ring-slate-300",
                )}
              >
                {done ? <Check aria-hidden className="size-3.5" strokeWidth={3} /> : index + 1}
              </span>
              <span
                className={clsx(
                  "text-sm whitespace-nowrap",
                  active ? "font-semibold text-slate-900" : done ? "font-medium text-slate-700" : "text-slate-500",
                  !active && "hidden md:inline",
                )}
              >
                {label}
                {done ? <span className="sr-only"> {t("done")}</span> : null}
              </span>
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
