"use client";

import clsx from "clsx";
import { ExternalLink, X } from "lucide-react";
import Link from "next/link";
import { useTranslations } from "next-intl";
import { useState, type ComponentProps, type KeyboardEvent, type ReactNode } from "react";
import { Field } from "@/components/ui/input";
import { inputClasses, TextField } from "@/components/ui/input";
import { Select } from "@/components/ui/select";
import { type Option, useFlowLookups } from "../flow-lookups";

// Small controls shared by the step forms of the side panel.

export type Config = Record<string, unknown>;

export type StepFormProps = {
  config: Config;
  /** Replaces some keys of the step's data. */
  onChange: (changes: Config) => void;
  /** Replaces the whole data (switching a trigger's or condition's kind). */
  onReplace: (config: Config) => void;
  /** Field key -> message, once the editor shows problems. */
  errors: Record<string, string>;
};

export const text = (value: unknown) => (typeof value === "string" ? value : "");
export const nullIfBlank = (value: string) => (value.trim() ? value : null);

/**
 * A text box bound to one key of the step's data: it shows the key's text and its error, and
 * writes what is typed back through `store` (nullIfBlank where an empty box means "none").
 */
export function ConfigField({
  form: { config, onChange, errors },
  field,
  store = (value) => value,
  ...props
}: Omit<ComponentProps<typeof TextField>, "value" | "onChange" | "error" | "form"> & {
  form: Pick<StepFormProps, "config" | "onChange" | "errors">;
  field: string;
  store?: (value: string) => unknown;
}) {
  return (
    <TextField
      {...props}
      value={text(config[field])}
      onChange={(event) => onChange({ [field]: store(event.target.value) })}
      error={errors[field]}
    />
  );
}

/** Where each lookup's records are managed, and what the picker says when there are none (automations.forms). */
const PICKER_LOOKUPS = {
  lists: { manageHref: "/contacts", emptyText: "noLists" },
  segments: { manageHref: "/contacts/segments", emptyText: "trigger.noSegments" },
  templates: { manageHref: "/templates", emptyText: "email.noTemplates" },
  smtp: { manageHref: "/settings/smtp", emptyText: "email.noSmtp" },
  models: { manageHref: "/settings/models", emptyText: "email.noModels" },
} as const;

/**
 * An OptionPicker over one of the team's lookups, bound to one key of the step's data. A
 * `required` key is stored as "" when cleared, an optional one as null (the team's default).
 */
export function ConfigPicker({
  form: { config, onChange, errors },
  field,
  lookup,
  required = false,
  ...picker
}: {
  form: Pick<StepFormProps, "config" | "onChange" | "errors">;
  field: string;
  lookup: keyof typeof PICKER_LOOKUPS;
  required?: boolean;
  label: string;
  placeholder: string;
  hint?: ReactNode;
}) {
  const t = useTranslations("automations.forms");
  const { options, loading } = useFlowLookups()[lookup];
  const { manageHref, emptyText } = PICKER_LOOKUPS[lookup];
  return (
    <OptionPicker
      {...picker}
      value={config[field]}
      options={options}
      loading={loading}
      onChange={(id) => onChange({ [field]: required ? (id ?? "") : id })}
      error={errors[field]}
      emptyText={t(emptyText)}
      manageHref={manageHref}
    />
  );
}

/** A picker of the team's lists, templates, servers or models; empty lists point where to add one. */
function OptionPicker({
  label,
  value,
  options,
  loading,
  onChange,
  error,
  hint,
  placeholder,
  emptyText,
  manageHref,
}: {
  label: string;
  value: unknown;
  options: Option[];
  loading: boolean;
  onChange: (id: string | null) => void;
  error?: string;
  hint?: ReactNode;
  /** The empty choice: "Choose a template…" (required) or "Team default" (optional). */
  placeholder: string;
  emptyText: string;
  manageHref: string;
}) {
  const t = useTranslations("automations.forms.parts");
  const current = text(value);
  const unknown = current && !loading && !options.some((option) => option.id === current);
  return (
    <Field
      label={label}
      error={error}
      hint={
        !loading && options.length === 0 ? (
          <span>
            {emptyText}{" "}
            <Link
              href={manageHref}
              target="_blank"
              className="inline-flex items-center gap-0.5 font-medium text-brand-700 hover:underline"
            >
              {t("addOne")} <ExternalLink aria-hidden className="size-3" />
            </Link>
          </span>
        ) : (
          hint
        )
      }
    >
      {(control) => (
        <Select
          {...control}
          value={current}
          disabled={loading}
          onChange={(event) => onChange(event.target.value || null)}
        >
          <option value="">{loading ? t("loading") : placeholder}</option>
          {unknown ? <option value={current}>{t("unavailable", { id: current.slice(0, 8) })}</option> : null}
          {options.map((option) => (
            <option key={option.id} value={option.id}>
              {option.hint ? `${option.name} — ${option.hint}` : option.name}
            </option>
          ))}
        </Select>
      )}
    </Field>
  );
}

/** Tags typed one by one, Enter or comma to add, a chip's × to remove. */
export function TagInput({
  label,
  value,
  onChange,
  error,
  hint,
}: {
  label: string;
  value: unknown;
  onChange: (tags: string[]) => void;
  error?: string;
  hint?: ReactNode;
}) {
  const t = useTranslations("automations.forms.parts");
  const tags = Array.isArray(value) ? (value as string[]) : [];
  const [draft, setDraft] = useState("");
  const commit = () => {
    const tag = draft.trim().replace(/,$/, "");
    if (tag && !tags.includes(tag)) onChange([...tags, tag]);
    setDraft("");
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === "Enter" || event.key === ",") {
      event.preventDefault();
      commit();
    } else if (event.key === "Backspace" && !draft && tags.length) {
      onChange(tags.slice(0, -1));
    }
  };
  return (
    <Field label={label} error={error} hint={hint}>
      {(control) => (
        <div
          className={clsx(
            inputClasses,
            "flex h-auto min-h-10 flex-wrap items-center gap-1.5 py-1.5 focus-within:ring-2 focus-within:ring-brand-500",
          )}
        >
          {tags.map((tag) => (
            <span
              key={tag}
              className="inline-flex items-center gap-1 rounded-md bg-slate-100 py-0.5 pr-1 pl-2 text-xs font-medium text-slate-700 ring-1 ring-slate-200 ring-inset"
            >
              {tag}
              <button
                type="button"
                aria-label={t("removeTag", { tag })}
                onClick={() => onChange(tags.filter((item) => item !== tag))}
                className="rounded p-0.5 text-slate-400 hover:bg-slate-200 hover:text-slate-700"
              >
                <X aria-hidden className="size-3" />
              </button>
            </span>
          ))}
          <input
            {...control}
            value={draft}
            onChange={(event) => setDraft(event.target.value)}
            onKeyDown={onKeyDown}
            onBlur={commit}
            placeholder={tags.length ? "" : t("tagPlaceholder")}
            className="min-w-24 flex-1 border-0 bg-transparent p-0 text-sm focus:ring-0 focus:outline-none"
          />
        </div>
      )}
    </Field>
  );
}

/** A row of mutually exclusive choices drawn as a segmented control. */
export function Segmented<Value extends string>({
  label,
  value,
  options,
  onChange,
}: {
  label: string;
  value: Value;
  options: { value: Value; label: string }[];
  onChange: (value: Value) => void;
}) {
  return (
    <div
      role="radiogroup"
      aria-label={label}
      className="grid auto-cols-fr grid-flow-col gap-1 rounded-lg bg-slate-100 p-1"
    >
      {options.map((option) => (
        // biome-ignore lint/a11y/useSemanticElements: a styled choice button in a radiogroup (role radio with aria-checked); a native radio input cannot hold this content and look
        <button
          key={option.value}
          type="button"
          role="radio"
          aria-checked={option.value === value}
          onClick={() => onChange(option.value)}
          className={clsx(
            "rounded-md px-2 py-1.5 text-sm font-medium transition",
            option.value === value
              ? "bg-white text-slate-900 shadow-sm ring-1 ring-slate-200"
              : "text-slate-600 hover:text-slate-900",
          )}
        >
          {option.label}
        </button>
      ))}
    </div>
  );
}

export function FormNote({ children }: { children: ReactNode }) {
  return (
    <p className="rounded-lg bg-slate-50 px-3 py-2.5 text-[13px] leading-5 text-slate-600 ring-1 ring-slate-200 ring-inset">
      {children}
    </p>
  );
}
