"use client";

import { useTranslations } from "next-intl";
import { Field } from "@/components/ui/input";
import { Select } from "@/components/ui/select";
import { WAIT_EVENTS, type WaitEvent } from "@/lib/validation/automations";
import { DurationInputs } from "./delay-form";
import { ConfigField, FormNote, Segmented, text, type StepFormProps } from "./form-parts";
import { Options } from "@/components/ui/data/options";

// The events' labels are automations.forms.wait.events.<event>.

/** WAIT_FOR_EVENT: what to wait for, which email, and how long before the timed-out (no) branch. */
export function WaitForEventForm({ config, onChange, onReplace, errors }: StepFormProps) {
  const form = { config, onChange, errors };
  const t = useTranslations("automations.forms.wait");
  const event = (WAIT_EVENTS as readonly string[]).includes(text(config.event))
    ? (config.event as WaitEvent)
    : "email_opened";
  const timeout =
    config.timeout && typeof config.timeout === "object"
      ? (config.timeout as { amount?: unknown; unit?: string })
      : { amount: 3, unit: "days" };
  const changeEvent = (next: WaitEvent) =>
    onReplace(
      next === "custom_event"
        ? { event: next, name: "", timeout }
        : { event: next, email: config.email === "any" ? "any" : "previous", timeout },
    );

  return (
    <div className="flex flex-col gap-5">
      <Field label={t("until")}>
        {(control) => (
          <Select {...control} value={event} onChange={(changed) => changeEvent(changed.target.value as WaitEvent)}>
            <Options values={WAIT_EVENTS} label={(option) => t(`events.${option}`)} />
          </Select>
        )}
      </Field>
      {event === "custom_event" ? (
        <ConfigField form={form} field="name" label={t("eventName")} placeholder="demo_booked" hint={t("eventHint")} />
      ) : (
        <Segmented
          label={t("whichEmail")}
          value={config.email === "any" ? "any" : "previous"}
          options={[
            { value: "previous", label: t("previousEmail") },
            { value: "any", label: t("anyEmail") },
          ]}
          onChange={(email) => onChange({ email })}
        />
      )}
      <DurationInputs
        label={t("atMost")}
        amount={timeout.amount}
        unit={timeout.unit}
        onChange={(changes) => onChange({ timeout: { ...timeout, ...changes } })}
        error={errors.timeout}
      />
      <FormNote>{t.rich("note", { strong: (chunks) => <strong>{chunks}</strong> })}</FormNote>
    </div>
  );
}
