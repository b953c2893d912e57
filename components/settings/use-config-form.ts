"use client";

import { useState, type ChangeEvent } from "react";
import { showSubmitErrors } from "@/components/forms/field-errors";

// The state of a settings config form (SMTP servers, inbound mailboxes): values, per-field errors
// (a change clears its field's error), the form-level error, what binds an input or a toggle
// to its key, and the save that puts a refusal's messages where they belong.

export function useConfigForm<State extends Record<string, string | boolean>, Field extends string>(
  initial: () => State,
) {
  const [form, setForm] = useState<State>(initial);
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const set = <K extends keyof State>(key: K, value: State[K]) => {
    setForm((current) => ({ ...current, [key]: value }));
    setErrors((current) => ({ ...current, [key]: undefined }));
  };
  const textField = (key: keyof State & Field) => ({
    name: key,
    value: form[key] as string,
    onChange: (event: ChangeEvent<HTMLInputElement>) => set(key, event.target.value as State[typeof key]),
    error: errors[key],
  });
  const toggle = (key: keyof State & string) => ({
    name: key,
    checked: form[key] as boolean,
    onChange: (value: boolean) => set(key, value as State[typeof key]),
  });
  /** Runs a create or update; a refusal lands under its fields (or above the form). True when it saved. */
  const save = async (run: () => Promise<unknown>, labels: Record<Field, string>) => {
    try {
      await run();
      return true;
    } catch (error) {
      showSubmitErrors(error, labels, setErrors, setFormError);
      return false;
    }
  };
  return { form, setForm, errors, setErrors, formError, setFormError, set, textField, toggle, save };
}

/** Numbers as the API wants them: a typo stays a string so the API's message names the field. */
export const asNumber = (value: string) =>
  /^\d+$/.test(value.trim()) ? Number(value.trim()) : value.trim() === "" ? undefined : (value as unknown as number);

/** Each field's label, from the `fields.<name>` messages of the form's namespace. */
export function fieldLabels<Field extends string>(fields: readonly Field[], t: (key: `fields.${Field}`) => string) {
  return Object.fromEntries(fields.map((field) => [field, t(`fields.${field}`)])) as Record<Field, string>;
}
