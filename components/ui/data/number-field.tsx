import type { ComponentProps, ReactNode } from "react";
import { Field, Input } from "@/components/ui/input";

type NumberFieldProps = Omit<ComponentProps<typeof Input>, "id" | "type"> & {
  label: string;
  error?: string | null;
  hint?: ReactNode;
  /** The unit after the box: "hours", "% of the audience". */
  suffix?: ReactNode;
};

/** A labelled number box (a size, a pause, a share), with its unit beside it when it has one. */
export function NumberField({ label, error, hint, suffix, ...input }: NumberFieldProps) {
  return (
    <Field label={label} error={error} hint={hint}>
      {(control) =>
        suffix ? (
          <div className="flex items-center gap-2">
            <Input {...control} type="number" {...input} />
            <span className="text-sm text-slate-500">{suffix}</span>
          </div>
        ) : (
          <Input {...control} type="number" {...input} />
        )
      }
    </Field>
  );
}
