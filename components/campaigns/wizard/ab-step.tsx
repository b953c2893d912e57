"use client";

import { FlaskConical, Plus, Trash2 } from "lucide-react";
import { useTranslations } from "next-intl";
import { useId } from "react";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Checkbox } from "@/components/ui/checkbox";
import { Field, TextField } from "@/components/ui/input";
import { Select } from "@/components/ui/select";
import { useSmtpConfigs } from "@/lib/queries/smtp";
import { useTemplates } from "@/lib/queries/templates";
import { variantLetter } from "../ab-variant-report";
import { type AbForm, type AbVariantForm, emptyVariant, MAX_VARIANTS, MIN_VARIANTS } from "./ab-model";
import type { StepProps } from "./wizard-model";
import { NumberField } from "@/components/ui/data/number-field";

// The wizard's A/B step: 2-4 variants of the subject, the template or the sender's name, the share
// of the audience that tests them, the metric and the wait before the winner goes to the rest.
// Problems come from ab-model.ts (the API's own schema), keyed as the API keys them.

/** "must be a whole number from 5 to 50" -> "Must be a whole number from 5 to 50." */
const sentence = (message: string | undefined) =>
  message ? `${message.charAt(0).toUpperCase()}${message.slice(1)}.` : null;

export function AbStep({ state, change, errors }: StepProps) {
  const t = useTranslations("campaigns.wizard.ab");
  const enableId = useId();
  const ab = state.ab;
  const set = (changes: Partial<AbForm>) => change({ ab: { ...ab, ...changes } });
  const setVariant = (index: number, changes: Partial<AbVariantForm>) =>
    set({ variants: ab.variants.map((variant, at) => (at === index ? { ...variant, ...changes } : variant)) });

  if (ab.locked) {
    return (
      <Alert tone="info" title={t("lockedTitle")}>
        {t("locked")}
      </Alert>
    );
  }
  return (
    <div className="flex max-w-3xl flex-col gap-6">
      <label
        htmlFor={enableId}
        className="flex items-start gap-3 rounded-xl bg-slate-50 px-4 py-3.5 ring-1 ring-slate-200 ring-inset"
      >
        <Checkbox
          id={enableId}
          className="mt-0.5"
          checked={ab.enabled}
          onChange={(event) => set({ enabled: event.target.checked })}
          aria-describedby="ab-explain"
        />
        <span>
          <span className="block text-sm font-medium text-slate-900">{t("enable")}</span>
          <span id="ab-explain" className="block text-sm text-slate-500">
            {t("explain")}
          </span>
        </span>
      </label>
      {ab.enabled ? (
        <>
          {state.mode === "recurring" ? (
            <Alert tone="warning" title={t("recurringTitle")}>
              {t("recurring")}
            </Alert>
          ) : null}
          <div className="grid gap-4 lg:grid-cols-2">
            {ab.variants.map((variant, index) => (
              <VariantCard
                // biome-ignore lint/suspicious/noArrayIndexKey: variants are named by position (A, B, C); the cards are controlled and hold no state of their own
                key={index}
                index={index}
                variant={variant}
                error={errors[`abTest.variants.${index}`]}
                fieldErrors={errors}
                onChange={(changes) => setVariant(index, changes)}
                onRemove={
                  ab.variants.length > MIN_VARIANTS
                    ? () => set({ variants: ab.variants.filter((_, at) => at !== index) })
                    : null
                }
                templateId={state.templateId}
                smtpConfigId={state.smtpConfigId}
              />
            ))}
          </div>
          {ab.variants.length < MAX_VARIANTS ? (
            <Button
              variant="secondary"
              className="self-start"
              onClick={() => set({ variants: [...ab.variants, emptyVariant()] })}
            >
              <Plus aria-hidden />
              {t("addVariant", { letter: variantLetter(ab.variants.length) })}
            </Button>
          ) : null}
          {errors["abTest.variants"] ? (
            <p className="text-[13px] text-red-600">{sentence(errors["abTest.variants"])}</p>
          ) : null}
          <div className="grid gap-5 sm:grid-cols-3">
            <NumberField
              label={t("testGroup")}
              error={sentence(errors["abTest.testPercent"])}
              hint={t("testGroupHint", { percent: Math.floor(Number(ab.testPercent) / ab.variants.length) || 0 })}
              suffix={t("ofAudience")}
              min={5}
              max={50}
              inputMode="numeric"
              value={ab.testPercent}
              onChange={(event) => set({ testPercent: event.target.value })}
              className="w-24"
            />
            <Field label={t("winnerBy")} error={sentence(errors["abTest.metric"])} hint={t("winnerByHint")}>
              {(control) => (
                <Select
                  {...control}
                  value={ab.metric}
                  onChange={(event) => set({ metric: event.target.value as AbForm["metric"] })}
                >
                  <option value="open">{t("openRate")}</option>
                  <option value="click">{t("clickRate")}</option>
                </Select>
              )}
            </Field>
            <NumberField
              label={t("wait")}
              error={sentence(errors["abTest.waitHours"])}
              hint={t("waitHint")}
              suffix={t("hours")}
              min={1}
              max={720}
              inputMode="numeric"
              value={ab.waitHours}
              onChange={(event) => set({ waitHours: event.target.value })}
              className="w-24"
            />
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

function VariantCard({
  index,
  variant,
  error,
  fieldErrors,
  onChange,
  onRemove,
  templateId,
  smtpConfigId,
}: VariantCardProps) {
  const t = useTranslations("campaigns.wizard.ab");
  const templates = useTemplates({ limit: 100 });
  const smtp = useSmtpConfigs().data?.data.find((config) => config.id === smtpConfigId);
  const all = templates.data?.data ?? [];
  const campaignTemplate = all.find((template) => template.id === templateId);
  const letter = variantLetter(index);
  const fieldError = (field: keyof AbVariantForm) => sentence(fieldErrors[`abTest.variants.${index}.${field}`]);
  return (
    <fieldset className="flex flex-col gap-4 rounded-xl border border-slate-200 bg-white p-4" data-testid="ab-variant">
      <legend className="sr-only">{t("variant", { letter })}</legend>
      <div className="flex items-center justify-between gap-3">
        <p className="flex items-center gap-2 text-sm font-semibold text-slate-900">
          <span className="inline-flex size-6 items-center justify-center rounded-full bg-brand-100 text-xs text-brand-700">
            {letter}
          </span>
          {t("variant", { letter })}
        </p>
        {onRemove ? (
          <Button variant="ghost" size="sm" onClick={onRemove} aria-label={t("remove", { letter })}>
            <Trash2 aria-hidden />
          </Button>
        ) : null}
      </div>
      <TextField
        label={t("subject", { letter })}
        value={variant.subject}
        onChange={(event) => onChange({ subject: event.target.value })}
        error={fieldError("subject")}
        placeholder={campaignTemplate ? campaignTemplate.subject : t("subjectPlaceholder")}
      />
      <Field label={t("template", { letter })} error={fieldError("templateId")}>
        {(control) => (
          <Select
            {...control}
            value={variant.templateId}
            onChange={(event) => onChange({ templateId: event.target.value })}
          >
            <option value="">
              {campaignTemplate ? t("sameTemplateNamed", { name: campaignTemplate.name }) : t("sameTemplate")}
            </option>
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
        label={t("fromName", { letter })}
        value={variant.fromName}
        onChange={(event) => onChange({ fromName: event.target.value })}
        error={fieldError("fromName")}
        placeholder={smtp?.fromName || t("fromNamePlaceholder")}
      />
      {error ? (
        <p className="flex items-center gap-2 text-[13px] text-red-600">
          <FlaskConical aria-hidden className="size-4" />
          {t("changeSomething")}
        </p>
      ) : null}
    </fieldset>
  );
}
