"use client";

import { useRef } from "react";
import { Field, TextField } from "@/components/ui/input";
import { inputClasses } from "@/components/ui/input";
import { CONTACT_FIELDS } from "@/lib/contacts/contact-fields";
import { useFlowLookups } from "../flow-lookups";
import { FormNote, nullIfBlank, OptionPicker, text, type StepFormProps } from "./form-parts";

const PROMPT_VARIABLES = ["firstName", "lastName", "email", "company", "city", "country"] satisfies (typeof CONTACT_FIELDS)[number][];

function SenderFields({ config, onChange, errors }: StepFormProps) {
  const { smtp } = useFlowLookups();
  return (
    <>
      <TextField
        label="Subject (optional)"
        value={text(config.subject)}
        onChange={(event) => onChange({ subject: nullIfBlank(event.target.value) })}
        error={errors.subject}
        placeholder="The template's subject"
      />
      <OptionPicker
        label="Send through"
        value={config.smtpConfigId}
        options={smtp.options}
        loading={smtp.loading}
        onChange={(smtpConfigId) => onChange({ smtpConfigId })}
        error={errors.smtpConfigId}
        placeholder="Team default server"
        emptyText="No SMTP server yet: mail goes to the local capture server."
        manageHref="/settings/smtp"
      />
    </>
  );
}

export function SendEmailForm(props: StepFormProps) {
  const { templates } = useFlowLookups();
  const { config, onChange, errors } = props;
  return (
    <div className="flex flex-col gap-5">
      <OptionPicker
        label="Template"
        value={config.templateId}
        options={templates.options}
        loading={templates.loading}
        onChange={(templateId) => onChange({ templateId: templateId ?? "" })}
        error={errors.templateId}
        placeholder="Choose a template…"
        emptyText="Your team has no templates yet."
        manageHref="/templates"
        hint="Filled with the contact's fields; carries the unsubscribe link."
      />
      <SenderFields {...props} />
    </div>
  );
}

/** The prompt editor: a roomy textarea, contact fields inserted at the caret, a model and a fallback. */
export function EmailWriterForm(props: StepFormProps) {
  const { templates, models } = useFlowLookups();
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
      <OptionPicker
        label="Model"
        value={config.modelId}
        options={models.options}
        loading={models.loading}
        onChange={(modelId) => onChange({ modelId })}
        error={errors.modelId}
        placeholder={models.options.length ? "Team's first model" : "No model: send the fallback"}
        emptyText="No AI model yet: the fallback template is sent."
        manageHref="/settings/models"
      />
      <Field
        label="Prompt"
        error={errors.prompt}
        hint={
          <div className="flex flex-wrap items-center gap-1">
            <span className="mr-1">Insert:</span>
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
            placeholder="Write a short, warm welcome for {{firstName}} who just joined our newsletter about home coffee brewing. Mention our beginner's guide."
            className={`${inputClasses} h-auto resize-y py-2 leading-6`}
          />
        )}
      </Field>
      <OptionPicker
        label="Fallback template"
        value={config.fallbackTemplateId}
        options={templates.options}
        loading={templates.loading}
        onChange={(fallbackTemplateId) => onChange({ fallbackTemplateId: fallbackTemplateId ?? "" })}
        error={errors.fallbackTemplateId}
        placeholder="Choose a template…"
        emptyText="Your team has no templates yet."
        manageHref="/templates"
        hint="Sent when no model is set up or the model fails; its subject is used for every email."
      />
      <SenderFields {...props} />
      <FormNote>The model receives the prompt and the contact&rsquo;s fields; its answer becomes the body of the email.</FormNote>
    </div>
  );
}
