import type { ComponentProps } from "react";
import { TextField } from "@/components/ui/input";

type EmailFieldProps = Omit<
  ComponentProps<typeof TextField>,
  "name" | "type" | "autoComplete" | "inputMode" | "value" | "onChange"
> & {
  value: string;
  onChange: (value: string) => void;
};

/** The address someone signs in, signs up or resets with: the e-mail keyboard and the browser's autofill. */
export function EmailField({ onChange, ...props }: EmailFieldProps) {
  return (
    <TextField
      name="email"
      type="email"
      autoComplete="email"
      inputMode="email"
      onChange={(event) => onChange(event.target.value)}
      {...props}
    />
  );
}
