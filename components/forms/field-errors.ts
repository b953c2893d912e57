import { errorMessageOf, fieldErrorsOf } from "@/lib/queries/api-client";

/**
 * The API words some field messages as sentences ("Name must be at least 2 characters") and
 * others as predicates that follow the field name ("must be at least 8 characters"); either way
 * the form shows a sentence.
 */
export function asSentence(label: string, message: string) {
  return /^[a-z]/.test(message) ? `${label} ${message}` : message;
}

/** The API's per-field `details` of a failed request, as sentences for the given labelled fields. */
export function formFieldErrors<Field extends string>(
  error: unknown,
  labels: Record<Field, string>,
): Partial<Record<Field, string>> {
  const details = fieldErrorsOf(error);
  const errors: Partial<Record<Field, string>> = {};
  for (const field of Object.keys(labels) as Field[]) {
    const message = details[field];
    if (message) errors[field] = asSentence(labels[field], message);
  }
  return errors;
}

/** After a failed save: the API's messages under the fields they name, or its message over the form when it names none. */
export function showSubmitErrors<Field extends string>(
  error: unknown,
  labels: Record<Field, string>,
  setErrors: (errors: Partial<Record<Field, string>>) => void,
  setFormError: (message: string) => void,
) {
  const fieldErrors = formFieldErrors(error, labels);
  setErrors(fieldErrors);
  if (Object.keys(fieldErrors).length === 0) setFormError(errorMessageOf(error));
}
