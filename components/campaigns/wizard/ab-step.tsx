"use client";

import { FlaskConical, Plus, Trash2 } from "lucide-react";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Checkbox } from "@/components/ui/checkbox";
import { Field, Input, TextField } from "@/components/ui/input";
import { Select } from "@/components/ui/select";
import { useSmtpConfigs } from "@/lib/queries/smtp";
import { useTemplates } from "@/lib/queries/templates";
import { variantLetter } from "../ab-variant-report";
import { type AbForm, type AbVariantForm, emptyVariant, MAX_VARIANTS, MIN_VARIANTS } from "./ab-model";
import type { StepProps } from "./choice-steps";

// The wizard's A/B step: 2-4 variants of the subject, the template or the sender's name, the share
// of the audience that tests them, the metric and the wait before the winner goes to the rest.
// Problems come from ab-model.ts (the API's own schema), keyed as the API keys them.

/** "must be a whole number from 5 to 50" -> "Must be a whole number from 5 to 50." */
const sentence = (message: string | undefined) => (message ? `${message.charAt(0).toUpperCase()}${message.slice(1)}.` : null);

export function AbStep({ state, change, errors }: StepProps) {
  const ab = state.ab;
  const set = (changes: Partial<AbForm>) => change({ ab: { ...ab, ...changes } });
  const setVariant = (index: number, changes: Partial<AbVariantForm>) => set({ variants: ab.variants.map((variant, at) => (at === index ? { ...variant, ...changes } : variant)) });

  if (ab.locked) {
    return (
      <Alert tone="info" title="The A/B test has started">
        It began with the send, so its variants and settings can no longer change. Follow it on the campaign&apos;s page.
      </Alert>
    );
  }
  return (
    <div className="flex max-w-3xl flex-col gap-6">
      <label className="flex items-start gap-3 rounded-xl bg-slate-50 px-4 py-3.5 ring-1 ring-slate-200 ring-inset">
        <Checkbox className="mt-0.5" checked={ab.enabled} onChange={(event) => set({ enabled: event.target.checked })} aria-describedby="ab-explain" />
        <span>
          <span className="block text-sm font-medium text-slate-900">Test variants before sending to everyone</span>
          <span id="ab-explain" className="block text-sm text-slate-500">
            A share of the audience gets each variant; after the wait, the one more people opened (or clicked) goes to everyone else.
          </span>
        </span>
      </label>
      {ab.enabled ? (
        <>
          {state.mode === "recurring" ? (
            <Alert tone="warning" title="A/B tests work with one-time sends">Choose Send now or Send later in the next step, or turn the test off.</Alert>
          ) : null}
          <div className="grid gap-4 lg:grid-cols-2">
            {ab.variants.map((variant, index) => (
              <VariantCard
                key={index}
                index={index}
                variant={variant}
                error={errors[`abTest.variants.${index}`]}
                fieldErrors={errors}
                onChange={(changes) => setVariant(index, changes)}
                onRemove={ab.variants.length > MIN_VARIANTS ? () => set({ variants: ab.variants.filter((_, at) => at !== index) }) : null}
                templateId={state.templateId}
                smtpConfigId={state.smtpConfigId}
              />
            ))}
          </div>
          {ab.variants.length < MAX_VARIANTS ? (
            <Button variant="secondary" className="self-start" onClick={() => set({ variants: [...ab.variants, emptyVariant()] })}>
              <Plus aria-hidden />
              Add variant {variantLetter(ab.variants.length)}
            </Button>
          ) : null}
          {errors["abTest.variants"] ? <p className="text-[13px] text-red-600">{sentence(errors["abTest.variants"])}</p> : null}
          <div className="grid gap-5 sm:grid-cols-3">
            <Field label="Test group" error={sentence(errors["abTest.testPercent"])} hint={`Split evenly: about ${Math.floor(Number(ab.testPercent) / ab.variants.length) || 0}% of the audience per variant.`}>
              {(control) => (
                <div className="flex items-center gap-2">
                  <Input {...control} type="number" min={5} max={50} inputMode="numeric" value={ab.testPercent} onChange={(event) => set({ testPercent: event.target.value })} className="w-24" />
                  <span className="text-sm text-slate-500">% of the audience</span>
                </div>
              )}
            </Field>
            <Field label="Winner by" error={sentence(errors["abTest.metric"])} hint="People only: mail-privacy proxies and link scanners are left out.">
              {(control) => (
                <Select {...control} value={ab.metric} onChange={(event) => set({ metric: event.target.value as AbForm["metric"] })}>
                  <option value="open">Open rate</option>
                  <option value="click">Click rate</option>
                </Select>
              )}
            </Field>
            <Field label="Wait before picking" error={sentence(errors["abTest.waitHours"])} hint="You can also pick a winner yourself before then.">
              {(control) => (
                <div className="flex items-center gap-2">
                  <Input {...control} type="number" min={1} max={720} inputMode="numeric" value={ab.waitHours} onChange={(event) => set({ waitHours: event.target.value })} className="w-24" />
                  <span className="text-sm text-slate-500">hours</span>
                </div>
              )}
            </Field>
          </div>
        </>
      ) : null}
    </div>
  );
}

type VariantCardProps = {
  index: number;
  variant: AbVariantForm;
  error?: string;
  fieldErrors: Record<string, string>;
  onChange: (changes: Partial<AbVariantForm>) => void;
  onRemove: (() => void) | null;
  templateId: string;
  smtpConfigId: string;
};

function VariantCard({ index, variant, error, fieldErrors, onChange, onRemove, templateId, smtpConfigId }: VariantCardProps) {
  const templates = useTemplates({ limit: 100 });
  const smtp = useSmtpConfigs().data?.data.find((config) => config.id === smtpConfigId);
  const all = templates.data?.data ?? [];
  const campaignTemplate = all.find((template) => template.id === templateId);
  const letter = variantLetter(index);
  const fieldError = (field: keyof AbVariantForm) => sentence(fieldErrors[`abTest.variants.${index}.${field}`]);
  return (
    <fieldset className="flex flex-col gap-4 rounded-xl border border-slate-200 bg-white p-4" data-testid="ab-variant">
      <legend className="sr-only">Variant {letter}</legend>
      <div className="flex items-center justify-between gap-3">
        <p className="flex items-center gap-2 text-sm font-semibold text-slate-900">
          <span className="inline-flex size-6 items-center justify-center rounded-full bg-brand-100 text-xs text-brand-700">{letter}</span>
          Variant {letter}
        </p>
        {onRemove ? (
          <Button variant="ghost" size="sm" onClick={onRemove} aria-label={`Remove variant ${letter}`}>
            <Trash2 aria-hidden />
          </Button>
        ) : null}
      </div>
      <TextField
        label={`Variant ${letter} subject`}
        value={variant.subject}
        onChange={(event) => onChange({ subject: event.target.value })}
        error={fieldError("subject")}
        placeholder={campaignTemplate ? campaignTemplate.subject : "The template's subject"}
      />
      <Field label={`Variant ${letter} template`} error={fieldError("templateId")}>
        {(control) => (
          <Select {...control} value={variant.templateId} onChange={(event) => onChange({ templateId: event.target.value })}>
            <option value="">{campaignTemplate ? `Same as the campaign (${campaignTemplate.name})` : "Same as the campaign"}</option>
            {all
              .filter((template) => template.id !== templateId)
              .map((template) => (
                <option key={template.id} value={template.id}>
                  {template.name}
                </option>
              ))}
          </Select>
        )}
      </Field>
      <TextField
        label={`Variant ${letter} sender name`}
        value={variant.fromName}
        onChange={(event) => onChange({ fromName: event.target.value })}
        error={fieldError("fromName")}
        placeholder={smtp?.fromName || "The sender's name"}
      />
      {error ? (
        <p className="flex items-center gap-2 text-[13px] text-red-600">
          <FlaskConical aria-hidden className="size-4" />
          Change at least one thing: the subject, the template or the sender&apos;s name.
        </p>
      ) : null}
    </fieldset>
  );
}
