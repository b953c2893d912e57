"use client";

import { useTranslations } from "next-intl";
import { useRef } from "react";
import { Field } from "@/components/ui/input";
import { inputClasses } from "@/components/ui/input";
import type { CONTACT_FIELDS } from "@/lib/contacts/contact-fields";
import { useFlowLookups } from "../flow-lookups";
import { ConfigField, ConfigPicker, FormNote, nullIfBlank, text, type StepFormProps } from "./form-parts";

const PROMPT_VARIABLES = [
  "firstName",
  "lastName",
  "email",
  "company",
  "city",
  "country",
] satisfies (typeof CONTACT_FIELDS)[number][];

function SenderFields({ config, onChange, errors }: StepFormProps) {
  const t = useTranslations("automations.forms");
  const form = { config, onChange, errors };
  return (
    <>
      <ConfigField
        form={form}
        field="subject"
        label={t("email.subject")}
        store={nullIfBlank}
        placeholder={t("email.subjectPlaceholder")}
      />
      <ConfigPicker
        form={form}
        field="smtpConfigId"
        lookup="smtp"
        label={t("email.sendThrough")}
        placeholder={t("email.defaultServer")}
      />
    </>
  );
}

export function SendEmailForm(props: StepFormProps) {
  const t = useTranslations("automations.forms");
  return (
    <div className="flex flex-col gap-5">
      <ConfigPicker
        form={props}
        field="templateId"
        lookup="templates"
        required
        label={t("email.template")}
        placeholder={t("email.chooseTemplate")}
        hint={t("email.templateHint")}
      />
      <SenderFields {...props} />
    </div>
  );
}

/** The prompt editor: a roomy textarea, contact fields inserted at the caret, a model and a fallback. */
export function EmailWriterForm(props: StepFormProps) {
  const t = useTranslations("automations.forms");
  const { models } = useFlowLookups();
  const { config, onChange, errors } = props;
  const promptRef = useRef<HTMLTextAreaElement>(null);
  const prompt = text(config.prompt);

  const insertVariable = (name: string) => {
    const area = promptRef.current;
    const token = `{{${name}}}`;
    const start = area?.selectionStart ?? prompt.length;
    const end = area?.selectionEnd ?? prompt.length;
    onChange({ prompt: prompt.slice(0, start) + token + prompt.slice(end) });
    requestAnimationFrame(() => {
      area?.focus();
      area?.setSelectionRange(start + token.length, start + token.length);
    });
  };

  return (
    <div className="flex flex-col gap-5">
      <ConfigPicker
        form={props}
        field="modelId"
        lookup="models"
        label={t("email.model")}
        placeholder={models.options.length ? t("email.firstModel") : t("email.noModelFallback")}
      />
      <Field
        label={t("email.prompt")}
        error={errors.prompt}
        hint={
          <div className="flex flex-wrap items-center gap-1">
            <span className="mr-1">{t("email.insert")}</span>
            {PROMPT_VARIABLES.map((name) => (
              <button
                key={name}
                type="button"
                onClick={() => insertVariable(name)}
                className="rounded-md bg-white px-1.5 py-0.5 font-mono text-[11px] text-slate-600 ring-1 ring-slate-200 ring-inset hover:bg-brand-50 hover:text-brand-700"
              >
                {name}
              </button>
            ))}
          </div>
        }
      >
        {(control) => (
          <textarea
            {...control}
            ref={promptRef}
            rows={8}
            value={prompt}
            onChange={(event) => onChange({ prompt: event.target.value })}
            placeholder={t("email.promptPlaceholder", { firstName: "{{firstName}}" })}
            className={`${inputClasses} h-auto resize-y py-2 leading-6`}
          />
        )}
      </Field>
      <ConfigPicker
        form={props}
        field="fallbackTemplateId"
        lookup="templates"
        required
        label={t("email.fallbackTemplate")}
        placeholder={t("email.chooseTemplate")}
        hint={t("email.fallbackHint")}
      />
      <SenderFields {...props} />
      <FormNote>{t("email.writerNote")}</FormNote>
    </div>
  );
}
