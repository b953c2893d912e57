"use client";

import { useState, type FormEvent } from "react";
import { showSubmitErrors } from "./field-errors";

/**
 * A form's errors: one per field (under the field) and one for the form (over it). `handleSubmit`
 * makes the form's onSubmit: it clears the form's error and runs `save`, whose own checks set field
 * errors and return; what the API then refuses goes under the fields it names, or over the form.
 */
export function useFormErrors<Field extends string>(labels: Record<Field, string>) {
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const handleSubmit = (save: () => Promise<void>) => async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setFormError(null);
    try {
      await save();
    } catch (error) {
      showSubmitErrors(error, labels, setErrors, setFormError);
    }
  };
  return { errors, setErrors, formError, handleSubmit };
}
