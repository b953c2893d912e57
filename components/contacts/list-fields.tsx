"use client";

import { useTranslations } from "next-intl";
import { Field, TextField } from "@/components/ui/input";
import { SwitchField } from "./switch-field";

export type ListDraft = { name: string; description: string; doubleOptIn: boolean };
export type ListDraftErrors = Partial<Record<keyof ListDraft, string>>;

/** The fields' names (for the API's field errors) and the client-side checks, in the reader's language. */
export function useListFieldText() {
  const t = useTranslations("lists.form");
  const labels = { name: t("name"), description: t("description"), doubleOptIn: t("requireDoubleOptIn") };
  /** The checks the API makes, so most mistakes show before a round trip. */
  const check = (draft: ListDraft): ListDraftErrors =>
    draft.name.trim().length < 2 ? { name: t("nameTooShort") } : {};
  return { labels, check };
}

export const listBodyOf = (draft: ListDraft) => ({
  name: draft.name.trim(),
  description: draft.description.trim() || null,
  doubleOptIn: draft.doubleOptIn,
});

/** Name, description and double opt-in: shared by the "New list" dialog and the list's settings. */
export function ListFields({
  draft,
  errors,
  onChange,
  autoFocus = false,
  disabled = false,
}: {
  draft: ListDraft;
  errors: ListDraftErrors;
  onChange: (draft: ListDraft) => void;
  autoFocus?: boolean;
  disabled?: boolean;
}) {
  const t = useTranslations("lists.form");
  const tc = useTranslations("common");
  return (
    <div className="flex flex-col gap-5">
      <TextField
        label={t("name")}
        name="name"
        autoFocus={autoFocus}
        autoComplete="off"
        placeholder={t("namePlaceholder")}
        maxLength={100}
        value={draft.name}
        disabled={disabled}
        onChange={(event) => onChange({ ...draft, name: event.target.value })}
        error={errors.name}
      />
      <Field
        label={
          <>
            {t("description")} <span className="font-normal text-slate-500">{tc("optional")}</span>
          </>
        }
        error={errors.description}
        hint={t("descriptionHint")}
      >
        {(control) => (
          <textarea
            {...control}
            name="description"
            rows={3}
            maxLength={500}
            value={draft.description}
            disabled={disabled}
            onChange={(event) => onChange({ ...draft, description: event.target.value })}
            placeholder={t("descriptionPlaceholder")}
            className="block w-full rounded-lg border-0 bg-white px-3 py-2 text-sm text-slate-900 shadow-sm ring-1 ring-slate-300 ring-inset placeholder:text-slate-400 focus:ring-2 focus:ring-brand-500 focus:outline-none disabled:bg-slate-50 aria-invalid:ring-red-400"
          />
        )}
      </Field>
      <SwitchField
        label={t("requireDoubleOptIn")}
        description={t("doubleOptInHelp")}
        checked={draft.doubleOptIn}
        disabled={disabled}
        onChange={(doubleOptIn) => onChange({ ...draft, doubleOptIn })}
      />
      {errors.doubleOptIn ? <p className="-mt-3 text-[13px] text-red-600">{errors.doubleOptIn}</p> : null}
    </div>
  );
}
