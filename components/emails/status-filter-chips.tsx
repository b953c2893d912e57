"use client";

import clsx from "clsx";
import { useTranslations } from "next-intl";
import type { EmailStatus } from "@/lib/queries/emails";
import { EMAIL_STATUSES } from "./email-status-badge";

/** "All" plus one chip per status; the selected one is pressed. */
export function StatusFilterChips({
  value,
  onChange,
}: {
  value: EmailStatus | null;
  onChange: (status: EmailStatus | null) => void;
}) {
  const t = useTranslations("emails");
  const chips: { status: EmailStatus | null; label: string }[] = [
    { status: null, label: t("filter.all") },
    ...EMAIL_STATUSES.map(({ status }) => ({ status, label: t(`status.${status}`) })),
  ];
  return (
    <fieldset aria-label={t("filter.label")} className="m-0 flex min-w-0 flex-wrap gap-1.5 border-0 p-0">
      {chips.map((chip) => {
        const pressed = chip.status === value;
        return (
          <button
            key={chip.label}
            type="button"
            aria-pressed={pressed}
            onClick={() => onChange(chip.status)}
            className={clsx(
              "h-8 rounded-full px-3 text-sm font-medium ring-1 transition-colors ring-inset",
              pressed
                ? "bg-brand-600 text-white ring-brand-600"
                : "bg-white text-slate-600 ring-slate-300 hover:bg-slate-50 hover:text-slate-900",
            )}
          >
            {chip.label}
          </button>
        );
      })}
    </fieldset>
  );
}
