"use client";

import { Field, TextField } from "@/components/ui/input";
import { SwitchField } from "./switch-field";

export type ListDraft = { name: string; description: string; doubleOptIn: boolean };
export type ListDraftErrors = Partial<Record<keyof ListDraft, string>>;
export const listFieldLabels = { name: "Name", description: "Description", doubleOptIn: "Double opt-in" };

export const DOUBLE_OPT_IN_HELP =
  "People who sign up through the form get an email to confirm their address, and stay Pending until they do.";

/** The checks the API makes, so most mistakes show before a round trip. */
export function checkListDraft(draft: ListDraft): ListDraftErrors {
  const errors: ListDraftErrors = {};
  if (draft.name.trim().length < 2) errors.name = "Name must be at least 2 characters";
  return errors;
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
  return (
    <div className="flex flex-col gap-5">
      <TextField
        label={listFieldLabels.name}
        name="name"
        autoFocus={autoFocus}
        autoComplete="off"
        placeholder="Monthly newsletter"
        maxLength={100}
        value={draft.name}
        disabled={disabled}
        onChange={(event) => onChange({ ...draft, name: event.target.value })}
        error={errors.name}
      />
      <Field
        label={
          <>
            {listFieldLabels.description} <span className="font-normal text-slate-500">(optional)</span>
          </>
        }
        error={errors.description}
        hint="For your team: what people on this list signed up for."
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
            placeholder="Product news, once a month"
            className="block w-full rounded-lg border-0 bg-white px-3 py-2 text-sm text-slate-900 shadow-sm ring-1 ring-slate-300 ring-inset placeholder:text-slate-400 focus:ring-2 focus:ring-brand-500 focus:outline-none disabled:bg-slate-50 aria-invalid:ring-red-400"
          />
        )}
      </Field>
      <SwitchField
        label="Require double opt-in"
        description={DOUBLE_OPT_IN_HELP}
        checked={draft.doubleOptIn}
        disabled={disabled}
        onChange={(doubleOptIn) => onChange({ ...draft, doubleOptIn })}
      />
      {errors.doubleOptIn ? <p className="-mt-3 text-[13px] text-red-600">{errors.doubleOptIn}</p> : null}
    </div>
  );
}
