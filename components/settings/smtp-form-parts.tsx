import { type ReactNode, useId } from "react";
import { Checkbox } from "@/components/ui/checkbox";

// Pieces of the SMTP config form: a titled group of fields, and a labelled checkbox with a hint.

export function FormGroup({ title, children }: { title: string; children: ReactNode }) {
  return (
    <fieldset className="flex flex-col gap-4 border-t border-slate-100 pt-5">
      <legend className="sr-only">{title}</legend>
      <p aria-hidden className="-mt-1 text-xs font-semibold tracking-wide text-slate-500 uppercase">
        {title}
      </p>
      {children}
    </fieldset>
  );
}

type ToggleProps = {
  name: string;
  label: string;
  hint?: string;
  checked: boolean;
  disabled?: boolean;
  onChange: (checked: boolean) => void;
};

export function Toggle({ name, label, hint, checked, disabled, onChange }: ToggleProps) {
  const id = useId();
  return (
    <label htmlFor={id} className="flex items-start gap-2.5 text-sm text-slate-800">
      <Checkbox
        id={id}
        name={name}
        className="mt-0.5"
        checked={checked}
        disabled={disabled}
        onChange={(event) => onChange(event.target.checked)}
      />
      <span>
        <span className="font-medium">{label}</span>
        {hint ? <span className="block text-[13px] text-slate-500">{hint}</span> : null}
      </span>
    </label>
  );
}
