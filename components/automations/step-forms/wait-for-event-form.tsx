"use client";

import { Field, TextField } from "@/components/ui/input";
import { Select } from "@/components/ui/select";
import { WAIT_EVENTS, type WaitEvent } from "@/lib/validation/automations";
import { DurationInputs } from "./delay-form";
import { FormNote, Segmented, text, type StepFormProps } from "./form-parts";

const EVENT_LABELS: Record<WaitEvent, string> = {
  email_opened: "Opens an email",
  link_clicked: "Clicks a link",
  email_replied: "Replies to an email",
  custom_event: "Custom event (API)",
};

/** WAIT_FOR_EVENT: what to wait for, which email, and how long before the timed-out (no) branch. */
export function WaitForEventForm({ config, onChange, onReplace, errors }: StepFormProps) {
  const event = (WAIT_EVENTS as readonly string[]).includes(text(config.event)) ? (config.event as WaitEvent) : "email_opened";
  const timeout = config.timeout && typeof config.timeout === "object" ? (config.timeout as { amount?: unknown; unit?: string }) : { amount: 3, unit: "days" };
  const changeEvent = (next: WaitEvent) =>
    onReplace(next === "custom_event" ? { event: next, name: "", timeout } : { event: next, email: config.email === "any" ? "any" : "previous", timeout });

  return (
    <div className="flex flex-col gap-5">
      <Field label="Wait until the contact">
        {(control) => (
          <Select {...control} value={event} onChange={(changed) => changeEvent(changed.target.value as WaitEvent)}>
            {WAIT_EVENTS.map((option) => (
              <option key={option} value={option}>
                {EVENT_LABELS[option]}
              </option>
            ))}
          </Select>
        )}
      </Field>
      {event === "custom_event" ? (
        <TextField label="Event name" value={text(config.name)} placeholder="demo_booked" onChange={(changed) => onChange({ name: changed.target.value })} error={errors.name} hint="Sent with POST /automations/events." />
      ) : (
        <Segmented
          label="Which email"
          value={config.email === "any" ? "any" : "previous"}
          options={[
            { value: "previous", label: "The previous email" },
            { value: "any", label: "Any email" },
          ]}
          onChange={(email) => onChange({ email })}
        />
      )}
      <DurationInputs
        label="Wait at most"
        amount={timeout.amount}
        unit={timeout.unit}
        onChange={(changes) => onChange({ timeout: { ...timeout, ...changes } })}
        error={errors.timeout}
      />
      <FormNote>
        Contacts go on by <strong>yes</strong> as soon as it happens, or by <strong>no</strong> when the time is up. Only people count: mail-privacy proxy opens,
        link scanners and automatic replies are ignored.
      </FormNote>
    </div>
  );
}
