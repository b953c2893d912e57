"use client";

import { Field, TextField } from "@/components/ui/input";
import { Select } from "@/components/ui/select";
import { CONDITION_KINDS, FIELD_OPERATORS } from "@/lib/validation/automations";
import { CONTACT_FIELDS } from "@/lib/contacts/contact-fields";
import { DurationInputs } from "./delay-form";
import { FormNote, Segmented, text, type StepFormProps } from "./form-parts";

type ConditionKind = (typeof CONDITION_KINDS)[number];

const KIND_LABELS: Record<ConditionKind, string> = {
  email_activity: "Email activity",
  tag: "Tag",
  field: "Contact field",
  status: "Status",
};

const FRESH: Record<ConditionKind, Record<string, unknown>> = {
  email_activity: { kind: "email_activity", activity: "opened", within: null },
  tag: { kind: "tag", tag: "", operator: "has" },
  field: { kind: "field", field: "firstName", operator: "is_set", value: null },
  status: { kind: "status", status: "ACTIVE", operator: "is" },
};

const OPERATOR_LABELS: Record<(typeof FIELD_OPERATORS)[number], string> = {
  equals: "is",
  not_equals: "is not",
  contains: "contains",
  not_contains: "does not contain",
  starts_with: "starts with",
  ends_with: "ends with",
  is_set: "is set",
  is_not_set: "is empty",
};

const STATUSES = ["ACTIVE", "PENDING", "UNSUBSCRIBED", "BOUNCED", "COMPLAINED"] as const;

/** The condition builder: what to test; contacts leave by the yes or the no edge. */
export function ConditionForm({ config, onChange, onReplace, errors }: StepFormProps) {
  const kind = (CONDITION_KINDS as readonly string[]).includes(text(config.kind)) ? (config.kind as ConditionKind) : "email_activity";
  const within = config.within && typeof config.within === "object" ? (config.within as { amount?: unknown; unit?: string }) : null;
  const field = text(config.field);
  const customField = field.startsWith("metadata.");

  return (
    <div className="flex flex-col gap-5">
      <Field label="Test">
        {(control) => (
          <Select {...control} value={kind} onChange={(event) => onReplace(FRESH[event.target.value as ConditionKind])}>
            {CONDITION_KINDS.map((option) => (
              <option key={option} value={option}>
                {KIND_LABELS[option]}
              </option>
            ))}
          </Select>
        )}
      </Field>

      {kind === "email_activity" ? (
        <>
          <Segmented
            label="Activity"
            value={config.activity === "clicked" ? "clicked" : "opened"}
            options={[
              { value: "opened", label: "Opened" },
              { value: "clicked", label: "Clicked" },
            ]}
            onChange={(activity) => onChange({ activity })}
          />
          <label className="flex items-center gap-2 text-sm text-slate-700">
            <input type="checkbox" className="size-4 accent-brand-600" checked={within !== null} onChange={(event) => onChange({ within: event.target.checked ? { amount: 3, unit: "days" } : null })} />
            Only within a time window
          </label>
          {within ? (
            <DurationInputs label="Within" amount={within.amount} unit={within.unit} onChange={(changes) => onChange({ within: { ...within, ...changes } })} error={errors.within} />
          ) : null}
          <FormNote>Looks at the last email this flow sent the contact.</FormNote>
        </>
      ) : null}

      {kind === "tag" ? (
        <>
          <Segmented label="Operator" value={config.operator === "has_not" ? "has_not" : "has"} options={[{ value: "has", label: "Has tag" }, { value: "has_not", label: "Doesn't have" }]} onChange={(operator) => onChange({ operator })} />
          <TextField label="Tag" value={text(config.tag)} onChange={(event) => onChange({ tag: event.target.value })} error={errors.tag} placeholder="vip" />
        </>
      ) : null}

      {kind === "status" ? (
        <div className="grid grid-cols-2 gap-2">
          <Field label="Status">
            {(control) => (
              <Select {...control} value={config.operator === "is_not" ? "is_not" : "is"} onChange={(event) => onChange({ operator: event.target.value })}>
                <option value="is">is</option>
                <option value="is_not">is not</option>
              </Select>
            )}
          </Field>
          <Field label="Value" error={errors.status}>
            {(control) => (
              <Select {...control} value={text(config.status) || "ACTIVE"} onChange={(event) => onChange({ status: event.target.value })}>
                {STATUSES.map((status) => (
                  <option key={status} value={status}>
                    {status.toLowerCase()}
                  </option>
                ))}
              </Select>
            )}
          </Field>
        </div>
      ) : null}

      {kind === "field" ? (
        <>
          <Field label="Field" error={errors.field}>
            {(control) => (
              <Select {...control} value={customField ? "__custom" : field} onChange={(event) => onChange({ field: event.target.value === "__custom" ? "metadata." : event.target.value })}>
                {CONTACT_FIELDS.map((option) => (
                  <option key={option} value={option}>
                    {option}
                  </option>
                ))}
                <option value="__custom">Custom field…</option>
              </Select>
            )}
          </Field>
          {customField ? (
            <TextField label="Custom field key" value={field.replace(/^metadata\./, "")} onChange={(event) => onChange({ field: `metadata.${event.target.value}` })} placeholder="plan" />
          ) : null}
          <Field label="Operator" error={errors.operator}>
            {(control) => (
              <Select {...control} value={text(config.operator) || "equals"} onChange={(event) => onChange({ operator: event.target.value })}>
                {FIELD_OPERATORS.map((operator) => (
                  <option key={operator} value={operator}>
                    {OPERATOR_LABELS[operator]}
                  </option>
                ))}
              </Select>
            )}
          </Field>
          {config.operator === "is_set" || config.operator === "is_not_set" ? null : (
            <TextField label="Value" value={text(config.value)} onChange={(event) => onChange({ value: event.target.value })} error={errors.value} hint="Compared without regard to case." />
          )}
        </>
      ) : null}

      <div className="flex gap-2 text-xs">
        <span className="rounded-full bg-emerald-50 px-2 py-0.5 font-semibold text-emerald-700 uppercase ring-1 ring-emerald-200 ring-inset">yes</span>
        <span className="rounded-full bg-rose-50 px-2 py-0.5 font-semibold text-rose-700 uppercase ring-1 ring-rose-200 ring-inset">no</span>
        <span className="text-slate-500">Connect both handles under the step.</span>
      </div>
    </div>
  );
}
