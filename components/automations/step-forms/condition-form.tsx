"use client";

import { useTranslations } from "next-intl";
import { Field, TextField } from "@/components/ui/input";
import { Select } from "@/components/ui/select";
import { CONDITION_KINDS, FIELD_OPERATORS } from "@/lib/validation/automations";
import { CONTACT_FIELDS } from "@/lib/contacts/contact-fields";
import { CONTACT_STATUSES_TESTED as STATUSES } from "../step-summary";
import { DurationInputs } from "./delay-form";
import { ConfigField, FormNote, Segmented, text, type StepFormProps } from "./form-parts";
import { Options } from "@/components/ui/data/options";

type ConditionKind = (typeof CONDITION_KINDS)[number];

const FRESH: Record<ConditionKind, Record<string, unknown>> = {
  email_activity: { kind: "email_activity", activity: "opened", within: null },
  tag: { kind: "tag", tag: "", operator: "has" },
  field: { kind: "field", field: "firstName", operator: "is_set", value: null },
  status: { kind: "status", status: "ACTIVE", operator: "is" },
};

// The kinds' labels are automations.forms.condition.kinds.<kind>, the operators' automations.operators.<operator>.

/** The condition builder: what to test; contacts leave by the yes or the no edge. */
export function ConditionForm({ config, onChange, onReplace, errors }: StepFormProps) {
  const form = { config, onChange, errors };
  const t = useTranslations("automations");
  const kind = (CONDITION_KINDS as readonly string[]).includes(text(config.kind))
    ? (config.kind as ConditionKind)
    : "email_activity";
  const within =
    config.within && typeof config.within === "object" ? (config.within as { amount?: unknown; unit?: string }) : null;
  const field = text(config.field);
  const customField = field.startsWith("metadata.");

  return (
    <div className="flex flex-col gap-5">
      <Field label={t("forms.condition.test")}>
        {(control) => (
          <Select {...control} value={kind} onChange={(event) => onReplace(FRESH[event.target.value as ConditionKind])}>
            <Options values={CONDITION_KINDS} label={(option) => t(`forms.condition.kinds.${option}`)} />
          </Select>
        )}
      </Field>

      {kind === "email_activity" ? (
        <>
          <Segmented
            label={t("forms.condition.activity")}
            value={config.activity === "clicked" ? "clicked" : "opened"}
            options={[
              { value: "opened", label: t("forms.condition.opened") },
              { value: "clicked", label: t("forms.condition.clicked") },
            ]}
            onChange={(activity) => onChange({ activity })}
          />
          <label className="flex items-center gap-2 text-sm text-slate-700">
            <input
              type="checkbox"
              className="size-4 accent-brand-600"
              checked={within !== null}
              onChange={(event) => onChange({ within: event.target.checked ? { amount: 3, unit: "days" } : null })}
            />
            {t("forms.condition.onlyWithin")}
          </label>
          {within ? (
            <DurationInputs
              label={t("forms.condition.within")}
              amount={within.amount}
              unit={within.unit}
              onChange={(changes) => onChange({ within: { ...within, ...changes } })}
              error={errors.within}
            />
          ) : null}
          <FormNote>{t("forms.condition.lastEmailNote")}</FormNote>
        </>
      ) : null}

      {kind === "tag" ? (
        <>
          <Segmented
            label={t("forms.condition.operator")}
            value={config.operator === "has_not" ? "has_not" : "has"}
            options={[
              { value: "has", label: t("forms.condition.hasTag") },
              { value: "has_not", label: t("forms.condition.hasNot") },
            ]}
            onChange={(operator) => onChange({ operator })}
          />
          <ConfigField form={form} field="tag" label={t("forms.condition.tag")} placeholder="vip" />
        </>
      ) : null}

      {kind === "status" ? (
        <div className="grid grid-cols-2 gap-2">
          <Field label={t("forms.condition.status")}>
            {(control) => (
              <Select
                {...control}
                value={config.operator === "is_not" ? "is_not" : "is"}
                onChange={(event) => onChange({ operator: event.target.value })}
              >
                <option value="is">{t("operators.equals")}</option>
                <option value="is_not">{t("operators.not_equals")}</option>
              </Select>
            )}
          </Field>
          <Field label={t("forms.condition.value")} error={errors.status}>
            {(control) => (
              <Select
                {...control}
                value={text(config.status) || "ACTIVE"}
                onChange={(event) => onChange({ status: event.target.value })}
              >
                <Options values={STATUSES} label={(status) => t(`statuses.${status}`)} />
              </Select>
            )}
          </Field>
        </div>
      ) : null}

      {kind === "field" ? (
        <>
          <Field label={t("forms.condition.field")} error={errors.field}>
            {(control) => (
              <Select
                {...control}
                value={customField ? "__custom" : field}
                onChange={(event) =>
                  onChange({ field: event.target.value === "__custom" ? "metadata." : event.target.value })
                }
              >
                <Options values={CONTACT_FIELDS} label={(option) => option} />
                <option value="__custom">{t("forms.condition.customField")}</option>
              </Select>
            )}
          </Field>
          {customField ? (
            <TextField
              label={t("forms.condition.customFieldKey")}
              value={field.replace(/^metadata\./, "")}
              onChange={(event) => onChange({ field: `metadata.${event.target.value}` })}
              placeholder="plan"
            />
          ) : null}
          <Field label={t("forms.condition.operator")} error={errors.operator}>
            {(control) => (
              <Select
                {...control}
                value={text(config.operator) || "equals"}
                onChange={(event) => onChange({ operator: event.target.value })}
              >
                <Options values={FIELD_OPERATORS} label={(operator) => t(`operators.${operator}`)} />
              </Select>
            )}
          </Field>
          {config.operator === "is_set" || config.operator === "is_not_set" ? null : (
            <ConfigField
              form={form}
              field="value"
              label={t("forms.condition.value")}
              hint={t("forms.condition.caseHint")}
            />
          )}
        </>
      ) : null}

      <div className="flex gap-2 text-xs">
        <span className="rounded-full bg-emerald-50 px-2 py-0.5 font-semibold text-emerald-700 uppercase ring-1 ring-emerald-200 ring-inset">
          {t("branches.yes")}
        </span>
        <span className="rounded-full bg-rose-50 px-2 py-0.5 font-semibold text-rose-700 uppercase ring-1 ring-rose-200 ring-inset">
          {t("branches.no")}
        </span>
        <span className="text-slate-500">{t("forms.condition.connectBoth")}</span>
      </div>
    </div>
  );
}
