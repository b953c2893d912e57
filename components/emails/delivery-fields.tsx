"use client";

import clsx from "clsx";
import { CalendarClock, Send } from "lucide-react";
import { useTranslations } from "next-intl";
import { TextField } from "@/components/ui/input";
import { minScheduleValue, type DeliveryMode, type SendEmailForm } from "./send-email-model";

type DeliveryFieldsProps = {
  form: SendEmailForm;
  change: (changes: Partial<SendEmailForm>) => void;
  errors: Record<string, string>;
};

/** Send at once, or at a chosen local date and time. */
export function DeliveryFields({ form, change, errors }: DeliveryFieldsProps) {
  const t = useTranslations("emails.send.delivery");
  const options: { id: DeliveryMode; label: string; hint: string; icon: typeof Send }[] = [
    { id: "now", label: t("now"), hint: t("nowHint"), icon: Send },
    { id: "schedule", label: t("schedule"), hint: t("scheduleHint"), icon: CalendarClock },
  ];
  const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
  return (
    <div className="flex flex-col gap-3">
      <div role="radiogroup" aria-label={t("label")} className="grid gap-3 sm:grid-cols-2">
        {options.map(({ id, label, hint, icon: Icon }) => (
          // biome-ignore lint/a11y/useSemanticElements: a styled choice button in a radiogroup (role radio with aria-checked); a native radio input cannot hold this content and look
          <button
            key={id}
            type="button"
            role="radio"
            aria-checked={form.delivery === id}
            onClick={() =>
              change({
                delivery: id,
                scheduleAt: id === "schedule" && !form.scheduleAt ? defaultSchedule() : form.scheduleAt,
              })
            }
            className={clsx(
              "flex items-start gap-3 rounded-lg px-4 py-3 text-left ring-1 transition-colors ring-inset",
              form.delivery === id
                ? "bg-brand-50/60 ring-2 ring-brand-500"
                : "bg-white ring-slate-300 hover:bg-slate-50",
            )}
          >
            <Icon
              aria-hidden
              className={clsx("mt-0.5 size-4", form.delivery === id ? "text-brand-600" : "text-slate-400")}
            />
            <span>
              <span className="block text-sm font-medium text-slate-900">{label}</span>
              <span className="block text-[13px] text-slate-600">{hint}</span>
            </span>
          </button>
        ))}
      </div>
      {form.delivery === "schedule" ? (
        <TextField
          label={t("sendAt")}
          type="datetime-local"
          value={form.scheduleAt}
          min={minScheduleValue()}
          onChange={(event) => change({ scheduleAt: event.target.value })}
          error={errors.scheduleAt}
          hint={t("zone", { zone })}
          className="sm:max-w-xs"
        />
      ) : null}
    </div>
  );
}

/** Tomorrow at 9:00 local time: a sensible first suggestion. */
function defaultSchedule() {
  const date = new Date();
  date.setDate(date.getDate() + 1);
  date.setHours(9, 0, 0, 0);
  return minScheduleValue(new Date(date.getTime() - 60_000));
}
