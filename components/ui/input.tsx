import clsx from "clsx";
import { useId, type ComponentProps, type ReactNode } from "react";

export const inputClasses = clsx(
  "block h-10 w-full rounded-lg border-0 bg-white px-3 text-sm text-slate-900 shadow-sm ring-1 ring-slate-300 ring-inset",
  "placeholder:text-slate-400 transition-shadow",
  "focus:ring-2 focus:ring-brand-500 focus:outline-none",
  "disabled:cursor-not-allowed disabled:bg-slate-50 disabled:text-slate-500",
  "aria-invalid:ring-red-400 aria-invalid:focus:ring-red-500",
);

export function Input({ className, ...props }: ComponentProps<"input">) {
  return <input className={clsx(inputClasses, className)} {...props} />;
}

export function Label({ className, htmlFor, children, ...props }: ComponentProps<"label">) {
  return (
    <label htmlFor={htmlFor} className={clsx("block text-sm font-medium text-slate-800", className)} {...props}>
      {children}
    </label>
  );
}

type FieldRenderProps = { id: string; "aria-invalid"?: true; "aria-describedby"?: string };

type FieldProps = {
  label: ReactNode;
  /** Message under the field; marks the control invalid. */
  error?: string | null;
  hint?: ReactNode;
  /** Right side of the label row ("Forgot password?"). */
  labelAside?: ReactNode;
  className?: string;
  children: (control: FieldRenderProps) => ReactNode;
};

/** A label, a control and its hint or error, wired together for assistive technology. */
export function Field({ label, error, hint, labelAside, className, children }: FieldProps) {
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [error ? errorId : null, hint ? hintId : null].filter(Boolean).join(" ") || undefined;
  return (
    <div className={clsx("flex flex-col gap-1.5", className)}>
      <div className="flex items-baseline justify-between gap-3">
        <Label htmlFor={id}>{label}</Label>
        {labelAside}
      </div>
      {children({ id, "aria-invalid": error ? true : undefined, "aria-describedby": describedBy })}
      {error ? (
        <p id={errorId} className="text-[13px] leading-5 text-red-600">
          {error}
        </p>
      ) : null}
      {hint ? (
        <div id={hintId} className="text-[13px] leading-5 text-slate-500">
          {hint}
        </div>
      ) : null}
    </div>
  );
}

type TextFieldProps = Omit<ComponentProps<"input">, "id"> & {
  label: ReactNode;
  error?: string | null;
  hint?: ReactNode;
  labelAside?: ReactNode;
};

export function TextField({ label, error, hint, labelAside, className, ...inputProps }: TextFieldProps) {
  return (
    <Field label={label} error={error} hint={hint} labelAside={labelAside} className={className}>
      {(control) => <Input {...inputProps} {...control} />}
    </Field>
  );
}
