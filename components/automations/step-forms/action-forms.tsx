"use client";

import { Plus, X } from "lucide-react";
import { Button } from "@/components/ui/button";
import { Field, Input, TextField } from "@/components/ui/input";
import { Select } from "@/components/ui/select";
import { useFlowLookups } from "../flow-lookups";
import { FormNote, nullIfBlank, OptionPicker, TagInput, text, type StepFormProps } from "./form-parts";

/** Field -> value rows; a blank value clears the field (null). */
function FieldRows({ value, onChange, error }: { value: unknown; onChange: (fields: Record<string, string | null>) => void; error?: string }) {
  const fields = value && typeof value === "object" ? Object.entries(value as Record<string, string | null>) : [];
  const write = (rows: [string, string | null][]) => onChange(Object.fromEntries(rows));
  return (
    <Field label="Set fields" error={error} hint={fields.length ? "A field name, or metadata.<key> for a custom field. Empty clears it." : undefined}>
      {() => (
        <div className="flex flex-col gap-2">
          {fields.map(([name, fieldValue], index) => (
            <div key={index} className="flex gap-2">
              <Input aria-label="Field name" placeholder="company" value={name} onChange={(event) => write(fields.map((row, at) => (at === index ? [event.target.value, row[1]] : row)))} />
              <Input aria-label="Field value" placeholder="Value" value={fieldValue ?? ""} onChange={(event) => write(fields.map((row, at) => (at === index ? [row[0], nullIfBlank(event.target.value)] : row)))} />
              <Button variant="ghost" size="sm" className="h-10" aria-label={`Remove field ${name}`} onClick={() => write(fields.filter((_, at) => at !== index))}>
                <X aria-hidden />
              </Button>
            </div>
          ))}
          <Button variant="secondary" size="sm" className="self-start" onClick={() => write([...fields, ["", null]])}>
            <Plus aria-hidden />
            Add field
          </Button>
        </div>
      )}
    </Field>
  );
}

export function UpdateContactForm({ config, onChange, errors }: StepFormProps) {
  const { lists } = useFlowLookups();
  return (
    <div className="flex flex-col gap-5">
      <TagInput label="Add tags" value={config.addTags} onChange={(addTags) => onChange({ addTags })} error={errors.addTags} />
      <TagInput label="Remove tags" value={config.removeTags} onChange={(removeTags) => onChange({ removeTags })} error={errors.removeTags} />
      <FieldRows value={config.fields} onChange={(fields) => onChange({ fields })} error={errors.fields} />
      <OptionPicker
        label="Move to list"
        value={config.listId}
        options={lists.options}
        loading={lists.loading}
        onChange={(listId) => onChange({ listId })}
        error={errors.listId}
        placeholder="Keep the current list"
        emptyText="Your team has no lists yet."
        manageHref="/contacts"
      />
      <Field label="Subscription" error={errors.status}>
        {(control) => (
          <Select {...control} value={text(config.status)} onChange={(event) => onChange({ status: event.target.value || null })}>
            <option value="">Leave as is</option>
            <option value="ACTIVE">Resubscribe (active)</option>
            <option value="UNSUBSCRIBED">Unsubscribe</option>
          </Select>
        )}
      </Field>
    </div>
  );
}

export function WebhookForm({ config, onChange, errors }: StepFormProps) {
  return (
    <div className="flex flex-col gap-5">
      <TextField label="URL" type="url" value={text(config.url)} onChange={(event) => onChange({ url: event.target.value })} error={errors.url} placeholder="https://example.com/hooks/sendwell" />
      <TextField
        label="Signing secret (optional)"
        value={text(config.secret)}
        onChange={(event) => onChange({ secret: nullIfBlank(event.target.value) })}
        error={errors.secret}
        placeholder="whsec_…"
        autoComplete="off"
        hint={
          config.hasSecret && config.secret === undefined
            ? "A secret is stored (it is never shown again). Type a new one to replace it."
            : "Signs the request with Standard Webhooks headers, like your team's webhooks."
        }
      />
      <FormNote>Sendwell POSTs the contact and this run as JSON. Any 2xx answer counts as delivered.</FormNote>
    </div>
  );
}

export function ExitForm() {
  return <FormNote>Contacts who reach this step leave the flow. They can enter again later if the trigger fires again.</FormNote>;
}
