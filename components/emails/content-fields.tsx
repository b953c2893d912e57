"use client";

import { Code2, LayoutTemplate } from "lucide-react";
import { useTranslations } from "next-intl";
import { Field, Input, TextField } from "@/components/ui/input";
import { Select } from "@/components/ui/select";
import { SegmentedControl } from "@/components/ui/segmented-control";
import { Skeleton } from "@/components/ui/skeleton";
import type { TemplateListItem } from "@/lib/queries/templates";
import { fillableVariables, type ContentMode, type SendEmailForm } from "./send-email-model";
import { textLink } from "@/components/ui/data/rich-links";
import { NamedOptions } from "@/components/ui/data/options";

type ContentFieldsProps = {
  form: SendEmailForm;
  change: (changes: Partial<SendEmailForm>) => void;
  errors: Record<string, string>;
  templates: TemplateListItem[] | undefined;
  templatesLoading: boolean;
};

/** What the email says: a template and its variables, or a subject and HTML written here. */
export function ContentFields({ form, change, errors, templates, templatesLoading }: ContentFieldsProps) {
  const t = useTranslations("emails.send");
  const template = templates?.find((item) => item.id === form.templateId);
  return (
    <div className="flex flex-col gap-5">
      <ModeSwitch value={form.mode} onChange={(mode) => change({ mode })} />
      {form.mode === "template" ? (
        <>
          {templatesLoading ? (
            <Skeleton className="h-10 w-full" />
          ) : templates && templates.length === 0 ? (
            <p className="rounded-lg bg-slate-50 px-4 py-3 text-sm text-slate-600 ring-1 ring-slate-200 ring-inset">
              {t.rich("noTemplates", textLink("/templates"))}
            </p>
          ) : (
            <Field label={t("template")} error={errors.templateId}>
              {(control) => (
                <Select
                  {...control}
                  value={form.templateId}
                  onChange={(event) => change({ templateId: event.target.value, variables: {} })}
                >
                  <option value="">{t("chooseTemplate")}</option>
                  <NamedOptions items={templates ?? []} />
                </Select>
              )}
            </Field>
          )}
          {template ? (
            <VariableFields
              names={fillableVariables(template.variables)}
              values={form.variables}
              errors={errors}
              onChange={(variables) => change({ variables })}
            />
          ) : null}
        </>
      ) : (
        <>
          <TextField
            label={t("subject")}
            value={form.subject}
            onChange={(event) => change({ subject: event.target.value })}
            error={errors.subject}
            placeholder={t("subjectPlaceholder")}
            maxLength={998}
          />
          <Field label={t("html")} error={errors.html} hint={t("htmlHint")}>
            {(control) => (
              <textarea
                {...control}
                value={form.html}
                onChange={(event) => change({ html: event.target.value })}
                rows={10}
                spellCheck={false}
                placeholder="<h1>Hello!</h1>"
                className="block w-full rounded-lg border-0 bg-white px-3 py-2.5 font-mono text-[13px] leading-5 text-slate-900 shadow-sm ring-1 ring-slate-300 ring-inset placeholder:text-slate-400 focus:ring-2 focus:ring-brand-500 focus:outline-none aria-invalid:ring-red-400"
              />
            )}
          </Field>
        </>
      )}
    </div>
  );
}

function ModeSwitch({ value, onChange }: { value: ContentMode; onChange: (mode: ContentMode) => void }) {
  const t = useTranslations("emails.send.mode");
  const options = [
    { id: "template" as const, label: t("template"), icon: LayoutTemplate },
    { id: "custom" as const, label: t("custom"), icon: Code2 },
  ];
  return <SegmentedControl label={t("label")} value={value} options={options} onChange={onChange} fill />;
}

/** Contact fields with a name in the designer.variables messages (the same words in English as humanize gives). */
const KNOWN_FIELDS = ["firstName", "lastName", "company"] as const;
type KnownField = (typeof KNOWN_FIELDS)[number];
const knownField = (name: string) => KNOWN_FIELDS.find((field) => name === field) as KnownField | undefined;

/** "contact.firstName" reads as "Contact first name". */
function humanize(name: string) {
  const words = name
    .replace(/\./g, " ")
    .replace(/([a-z])([A-Z])/g, "$1 $2")
    .replace(/_/g, " ")
    .toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

type VariableFieldsProps = {
  names: string[];
  values: Record<string, string>;
  errors: Record<string, string>;
  onChange: (values: Record<string, string>) => void;
};

function VariableFields({ names, values, errors, onChange }: VariableFieldsProps) {
  const t = useTranslations("emails.send");
  const fieldName = useTranslations("designer.variables");
  const labelOf = (name: string) => {
    const known = knownField(name);
    return known ? fieldName(known) : humanize(name);
  };
  if (names.length === 0) {
    return <p className="text-sm text-slate-500">{t("noVariables")}</p>;
  }
  return (
    <fieldset className="flex flex-col gap-3 rounded-lg bg-slate-50/80 p-4 ring-1 ring-slate-200 ring-inset">
      <legend className="sr-only">{t("variables")}</legend>
      <div>
        <p className="text-sm font-medium text-slate-800">{t("variables")}</p>
        <p className="mt-0.5 text-[13px] text-slate-500">{t("variablesHint")}</p>
      </div>
      <div className="grid gap-3 sm:grid-cols-2">
        {names.map((name) => (
          <Field
            key={name}
            label={
              <span className="flex items-baseline gap-2">
                {labelOf(name)}
                <code className="font-mono text-[11px] font-normal text-slate-400">{`{{ ${name} }}`}</code>
              </span>
            }
            error={errors[`data.${name}`]}
          >
            {(control) => (
              <Input
                {...control}
                data-variable={name}
                value={values[name] ?? ""}
                onChange={(event) => onChange({ ...values, [name]: event.target.value })}
              />
            )}
          </Field>
        ))}
      </div>
    </fieldset>
  );
}
