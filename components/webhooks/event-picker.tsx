"use client";

import { useTranslations } from "next-intl";
import { useId } from "react";
import { Checkbox } from "@/components/ui/checkbox";
import { WEBHOOK_EVENT_NAMES, type WebhookEventName } from "@/lib/events/domain-events";
import { EVENT_GROUPS } from "./event-catalog";

type EventPickerProps = {
  selected: WebhookEventName[];
  onChange: (events: WebhookEventName[]) => void;
  error?: string;
};

/** Event checkboxes by group, with "all events" on top. */
export function EventPicker({ selected, onChange, error }: EventPickerProps) {
  const t = useTranslations("webhooks.picker");
  const id = useId();
  const chosen = new Set(selected);
  // Kept in the catalogue's order, so the saved list reads the same way as the form.
  const set = (names: Set<WebhookEventName>) => onChange(WEBHOOK_EVENT_NAMES.filter((name) => names.has(name)));
  const toggle = (name: WebhookEventName, on: boolean) => {
    const next = new Set(chosen);
    if (on) next.add(name);
    else next.delete(name);
    set(next);
  };
  const all = chosen.size === WEBHOOK_EVENT_NAMES.length;

  return (
    <fieldset
      className="m-0 flex min-w-0 flex-col gap-4 border-0 p-0"
      aria-label={t("label")}
      aria-describedby={error ? "webhook-events-error" : undefined}
    >
      <label htmlFor={`${id}-all`} className="flex items-center gap-2.5 text-sm font-medium text-slate-800">
        <Checkbox
          id={`${id}-all`}
          checked={all}
          indeterminate={!all && chosen.size > 0}
          onChange={(event) => set(new Set(event.target.checked ? WEBHOOK_EVENT_NAMES : []))}
        />
        {t("all")}
        <span className="font-normal text-slate-500">
          {t("count", { count: chosen.size, total: WEBHOOK_EVENT_NAMES.length })}
        </span>
      </label>
      <div className="grid gap-x-6 gap-y-4 sm:grid-cols-2">
        {EVENT_GROUPS.map((group) => (
          <fieldset key={group.key} className="flex flex-col gap-2">
            <legend className="mb-1 text-[13px] font-medium text-slate-500">{t(`groups.${group.key}`)}</legend>
            {group.events.map((event) => (
              <label key={event.name} htmlFor={`${id}-${event.name}`} className="flex items-start gap-2.5 text-sm">
                <Checkbox
                  id={`${id}-${event.name}`}
                  className="mt-0.5"
                  name="events"
                  value={event.name}
                  checked={chosen.has(event.name)}
                  onChange={(change) => toggle(event.name, change.target.checked)}
                />
                <span className="min-w-0">
                  <code className="font-mono text-[13px] text-slate-900">{event.name}</code>
                  <span className="block text-[13px] text-slate-500">{t(`events.${event.key}`)}</span>
                </span>
              </label>
            ))}
          </fieldset>
        ))}
      </div>
      {error ? (
        <p id="webhook-events-error" className="text-[13px] text-red-600">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
