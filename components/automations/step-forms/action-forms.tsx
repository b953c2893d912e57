"use client";

import { Plus, X } from "lucide-react";
import { useTranslations } from "next-intl";
import { Button } from "@/components/ui/button";
import { Field, Input } from "@/components/ui/input";
import { Select } from "@/components/ui/select";
import { ConfigField, ConfigPicker, FormNote, nullIfBlank, TagInput, text, type StepFormProps } from "./form-parts";

/** Field -> value rows; a blank value clears the field (null). */
function FieldRows({
  value,
  onChange,
  error,
}: {
  value: unknown;
  onChange: (fields: Record<string, string | null>) => void;
  error?: string;
}) {
  const fields = value && typeof value === "object" ? Object.entries(value as Record<string, string | null>) : [];
  const t = useTranslations("automations.forms.update");
  const write = (rows: [string, string | null][]) => onChange(Object.fromEntries(rows));
  return (
    <Field
      label={t("setFields")}
      error={error}
      hint={fields.length ? t("fieldsHint", { customKey: "metadata.<key>" }) : undefined}
    >
      {() => (
        <div className="flex flex-col gap-2">
          {fields.map(([name, fieldValue], index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: rows are the entries of an object whose names are edited in place: keying by name would remount the input on each keystroke
            <div key={index} className="flex gap-2">
              <Input
                aria-label={t("fieldName")}
                placeholder="company"
                value={name}
                onChange={(event) =>
                  write(fields.map((row, at) => (at === index ? [event.target.value, row[1]] : row)))
                }
              />
              <Input
                aria-label={t("fieldValue")}
                placeholder={t("value")}
                value={fieldValue ?? ""}
                onChange={(event) =>
                  write(fields.map((row, at) => (at === index ? [row[0], nullIfBlank(event.target.value)] : row)))
                }
              />
              <Button
                variant="ghost"
                size="sm"
                className="h-10"
                aria-label={t("removeField", { name })}
                onClick={() => write(fields.filter((_, at) => at !== index))}
              >
                <X aria-hidden />
              </Button>
            </div>
          ))}
          <Button variant="secondary" size="sm" className="self-start" onClick={() => write([...fields, ["", null]])}>
            <Plus aria-hidden />
            {t("addField")}
          </Button>
        </div>
      )}
    </Field>
  );
}

export function UpdateContactForm({ config, onChange, errors }: StepFormProps) {
  const t = useTranslations("automations.forms");
  const form = { config, onChange, errors };
  return (
    <div className="flex flex-col gap-5">
      <TagInput
        label={t("update.addTags")}
        value={config.addTags}
        onChange={(addTags) => onChange({ addTags })}
        error={errors.addTags}
      />
      <TagInput
        label={t("update.removeTags")}
        value={config.removeTags}
        onChange={(removeTags) => onChange({ removeTags })}
        error={errors.removeTags}
      />
      <FieldRows value={config.fields} onChange={(fields) => onChange({ fields })} error={errors.fields} />
      <ConfigPicker
        form={form}
        field="listId"
        lookup="lists"
        label={t("update.moveToList")}
        placeholder={t("update.keepList")}
      />
      <Field label={t("update.subscription")} error={errors.status}>
        {(control) => (
          <Select
            {...control}
            value={text(config.status)}
            onChange={(event) => onChange({ status: event.target.value || null })}
          >
            <option value="">{t("update.leaveAsIs")}</option>
            <option value="ACTIVE">{t("update.resubscribe")}</option>
            <option value="UNSUBSCRIBED">{t("update.unsubscribe")}</option>
          </Select>
        )}
      </Field>
    </div>
  );
}

export function WebhookForm({ config, onChange, errors }: StepFormProps) {
  const form = { config, onChange, errors };
  const t = useTranslations("automations.forms.webhook");
  return (
    <div className="flex flex-col gap-5">
      <ConfigField
        form={form}
        field="url"
        label={t("url")}
        type="url"
        placeholder="https://example.com/hooks/sendwell"
      />
      <ConfigField
        form={form}
        field="secret"
        label={t("secret")}
        store={nullIfBlank}
        placeholder="whsec_…"
        autoComplete="off"
        hint={config.hasSecret && config.secret === undefined ? t("secretStored") : t("secretHint")}
      />
      <FormNote>{t("note")}</FormNote>
    </div>
  );
}

export function ExitForm() {
  const t = useTranslations("automations.forms");
  return <FormNote>{t("exitNote")}</FormNote>;
}
