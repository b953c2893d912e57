import { type ChangeEvent, type ComponentType, type ReactNode, useId } from "react";
import { Checkbox } from "@/components/ui/checkbox";
import { Dialog } from "@/components/ui/dialog";
import { TextField } from "@/components/ui/input";

// Pieces of the config forms (SMTP servers, inbound mailboxes, webhooks): the dialog around a create-or-edit
// form, a titled group of fields, a labelled checkbox with a hint, the host and port row, and the password
// that an edit keeps when left empty.

/** A large dialog holding `Form`, which starts afresh for each config (or a new one) it opens on. */
export function ConfigDialog<Config extends { id: string }>({
  open,
  config,
  onClose,
  title,
  description,
  Form,
}: {
  open: boolean;
  config: Config | null | undefined;
  onClose: () => void;
  title: string;
  description: string;
  Form: ComponentType<{ config: Config | null; onDone: () => void }>;
}) {
  return (
    <Dialog open={open} onClose={onClose} title={title} description={description} size="lg">
      {open ? <Form key={config?.id ?? "new"} config={config ?? null} onDone={onClose} /> : null}
    </Dialog>
  );
}

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

type BoundField = {
  name: string;
  value: string;
  onChange: (event: ChangeEvent<HTMLInputElement>) => void;
  error?: string;
};

/** The server's host beside a narrow port field. */
export function HostPortRow({
  host,
  port,
  labels,
  placeholder,
}: {
  host: BoundField;
  port: BoundField;
  labels: { host: string; port: string };
  placeholder: string;
}) {
  return (
    <div className="grid gap-5 sm:grid-cols-[1fr_7rem]">
      <TextField label={labels.host} {...host} placeholder={placeholder} autoComplete="off" spellCheck={false} />
      <TextField label={labels.port} {...port} inputMode="numeric" />
    </div>
  );
}

/** A password that is never shown back: an edit shows dots and keeps the stored one when left empty. */
export function PasswordField({
  label,
  field,
  editing,
  hint,
}: {
  label: string;
  field: BoundField;
  editing: boolean;
  /** Shown when `editing` ("leave empty to keep") and when creating. */
  hint: { keep: string; create: string };
}) {
  return (
    <TextField
      label={label}
      {...field}
      type="password"
      autoComplete="new-password"
      placeholder={editing ? "••••••••" : undefined}
      hint={editing ? hint.keep : hint.create}
    />
  );
}

/** A label followed by a muted "(optional)". */
export function OptionalLabel({ label, optional }: { label: string; optional: string }) {
  return (
    <>
      {label} <span className="font-normal text-slate-500">{optional}</span>
    </>
  );
}
