"use client";

import clsx from "clsx";
import { Megaphone, Zap } from "lucide-react";
import { useTranslations } from "next-intl";
import type { EmailStream } from "@/lib/queries/emails";

// The Emails log's stream filter (docs/contract.md section 20): all mail, transactional (the API,
// SMTP submission) or broadcast (campaigns, automations), as a segmented control.

const OPTIONS: { stream: EmailStream | null; icon?: typeof Zap }[] = [
  { stream: null },
  { stream: "transactional", icon: Zap },
  { stream: "broadcast", icon: Megaphone },
];

export function StreamFilter({
  value,
  onChange,
}: {
  value: EmailStream | null;
  onChange: (stream: EmailStream | null) => void;
}) {
  const t = useTranslations("emails.stream");
  return (
    <fieldset
      aria-label={t("label")}
      className="m-0 inline-flex min-w-0 shrink-0 self-start rounded-lg border-0 bg-slate-100 p-0.5"
      data-testid="stream-filter"
    >
      {OPTIONS.map(({ stream, icon: Icon }) => {
        const pressed = stream === value;
        return (
          <button
            key={stream ?? "all"}
            type="button"
            aria-pressed={pressed}
            title={stream ? t(`${stream}Hint`) : undefined}
            onClick={() => onChange(stream)}
            className={clsx(
              "inline-flex h-7 items-center gap-1.5 rounded-md px-3 text-sm font-medium whitespace-nowrap transition-colors",
              pressed ? "bg-white text-slate-900 shadow-sm" : "text-slate-600 hover:text-slate-900",
            )}
          >
            {Icon ? <Icon aria-hidden className="size-3.5" /> : null}
            {stream ? t(stream) : t("all")}
          </button>
        );
      })}
    </fieldset>
  );
}

/** A row's stream, shown for broadcast mail (transactional is what the log mostly holds). */
export function StreamTag({ stream }: { stream: EmailStream }) {
  const t = useTranslations("emails.stream");
  if (stream !== "broadcast") return null;
  return (
    <span className="inline-flex shrink-0 items-center gap-1 rounded bg-indigo-50 px-1.5 py-0.5 text-[11px] font-medium text-indigo-700">
      <Megaphone aria-hidden className="size-3" />
      {t("broadcast")}
    </span>
  );
}
