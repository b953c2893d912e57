"use client";

import { TextField } from "@/components/ui/input";

type NameField = "firstName" | "lastName";

/** First and last name side by side, as signing up and accepting an invitation ask for them. */
export function NameFields({
  labels,
  values,
  errors,
  onChange,
  autoFocus = false,
}: {
  labels: Record<NameField, string>;
  values: Record<NameField, string>;
  errors: Partial<Record<NameField, string>>;
  onChange: (field: NameField, value: string) => void;
  /** The form starts here (the first name takes the focus). */
  autoFocus?: boolean;
}) {
  return (
    <div className="grid gap-5 sm:grid-cols-2">
      {(["firstName", "lastName"] as const).map((field) => (
        <TextField
          key={field}
          label={labels[field]}
          name={field}
          autoComplete={field === "firstName" ? "given-name" : "family-name"}
          autoFocus={autoFocus && field === "firstName"}
          value={values[field]}
          onChange={(event) => onChange(field, event.target.value)}
          error={errors[field]}
        />
      ))}
    </div>
  );
}
