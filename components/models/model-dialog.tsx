"use client";

import { KeyRound } from "lucide-react";
import { useTranslations } from "next-intl";
import { useState, type FormEvent } from "react";
import { showSubmitErrors } from "@/components/forms/field-errors";
import { Alert } from "@/components/ui/alert";
import { Dialog, DialogFormActions } from "@/components/ui/dialog";
import { Field, TextField } from "@/components/ui/input";
import { Select } from "@/components/ui/select";
import { useToast } from "@/components/ui/toast";
import { useCreateAiModel, useUpdateAiModel, type AiModel } from "@/lib/queries/models";
import { MODEL_PROVIDERS } from "@/lib/validation/models";

type Provider = (typeof MODEL_PROVIDERS)[number];

/** Where each provider's OpenAI-compatible API usually lives (names: models.providers.<provider>). */
const PROVIDER_LOOKS: Record<Provider, { baseUrl?: string; model?: string }> = {
  openai: { baseUrl: "https://api.openai.com/v1", model: "gpt-4o-mini" },
  openai_compatible: {},
  azure_openai: {},
  anthropic_compatible: {},
  mistral: { baseUrl: "https://api.mistral.ai/v1", model: "mistral-small-latest" },
  groq: { baseUrl: "https://api.groq.com/openai/v1", model: "llama-3.1-8b-instant" },
  ollama: { baseUrl: "http://localhost:11434/v1", model: "llama3.1" },
  other: {},
};

const isProvider = (provider: string): provider is Provider =>
  (MODEL_PROVIDERS as readonly string[]).includes(provider);

/** A provider's name in the reader's language; an unknown one as stored. */
export function useProviderLabel() {
  const t = useTranslations("models.providers");
  return (provider: string) => (isProvider(provider) ? t(provider) : provider);
}

type FormField = "name" | "provider" | "baseUrl" | "model" | "apiKey" | "description";

export function ModelDialog({ open, model, onClose }: { open: boolean; model: AiModel | null; onClose: () => void }) {
  const t = useTranslations("models.dialog");
  return (
    <Dialog
      open={open}
      onClose={onClose}
      title={model ? t("editTitle", { name: model.name }) : t("addTitle")}
      description={t("description")}
      size="lg"
    >
      {open ? <ModelForm key={model?.id ?? "new"} model={model} onDone={onClose} /> : null}
    </Dialog>
  );
}

function ModelForm({ model, onDone }: { model: AiModel | null; onDone: () => void }) {
  const create = useCreateAiModel();
  const update = useUpdateAiModel();
  const toast = useToast();
  const t = useTranslations("models.dialog");
  const providerLabel = useProviderLabel();
  const labels: Record<FormField, string> = {
    name: t("labels.name"),
    provider: t("labels.provider"),
    baseUrl: t("labels.baseUrl"),
    model: t("labels.model"),
    apiKey: t("labels.apiKey"),
    description: t("labels.description"),
  };
  const [form, setForm] = useState({
    name: model?.name ?? "",
    provider: model?.provider ?? "openai",
    baseUrl: model?.baseUrl ?? PROVIDER_LOOKS.openai.baseUrl!,
    model: model?.model ?? PROVIDER_LOOKS.openai.model!,
    description: model?.description ?? "",
    apiKey: "",
  });
  const [removeKey, setRemoveKey] = useState(false);
  const [errors, setErrors] = useState<Partial<Record<FormField, string>>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const pending = create.isPending || update.isPending;

  const set = (key: keyof typeof form, value: string) => {
    setForm((current) => ({ ...current, [key]: value }));
    setErrors((current) => ({ ...current, [key]: undefined }));
  };
  const field = (key: Exclude<FormField, "provider">) => ({
    name: key,
    value: form[key],
    onChange: (event: { target: { value: string } }) => set(key, event.target.value),
    error: errors[key],
  });

  const chooseProvider = (provider: string) => {
    const look = PROVIDER_LOOKS[provider as Provider];
    setForm((current) => ({
      ...current,
      provider,
      ...(look?.baseUrl ? { baseUrl: look.baseUrl } : {}),
      ...(look?.model && !model ? { model: look.model } : {}),
    }));
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setFormError(null);
    // Write-only: an empty key field keeps the stored key; only "remove" clears it.
    const apiKey = form.apiKey.trim() ? form.apiKey.trim() : removeKey ? null : undefined;
    const body = {
      name: form.name,
      provider: form.provider,
      baseUrl: form.baseUrl,
      model: form.model,
      description: form.description || null,
      apiKey,
    };
    try {
      if (model) await update.mutateAsync({ id: model.id, changes: body });
      else await create.mutateAsync(body);
      toast.success(model ? t("updated") : t("added"), model ? undefined : t("addedDetail"));
      onDone();
    } catch (error) {
      showSubmitErrors(error, labels, setErrors, setFormError);
    }
  };

  return (
    <form onSubmit={submit} className="flex flex-col gap-5" noValidate>
      {formError ? <Alert tone="error">{formError}</Alert> : null}
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField label={labels.name} placeholder={t("namePlaceholder")} autoFocus {...field("name")} />
        <Field label={labels.provider} error={errors.provider}>
          {(control) => (
            <Select {...control} value={form.provider} onChange={(event) => chooseProvider(event.target.value)}>
              {MODEL_PROVIDERS.map((provider) => (
                <option key={provider} value={provider}>
                  {providerLabel(provider)}
                </option>
              ))}
              {isProvider(form.provider) ? null : <option value={form.provider}>{form.provider}</option>}
            </Select>
          )}
        </Field>
      </div>
      <TextField
        label={labels.baseUrl}
        type="url"
        placeholder="https://api.openai.com/v1"
        hint={t("baseUrlHint")}
        {...field("baseUrl")}
      />
      <TextField label={labels.model} placeholder="gpt-4o-mini" hint={t("modelHint")} {...field("model")} />
      <TextField
        label={labels.apiKey}
        type="password"
        autoComplete="new-password"
        placeholder={model?.hasApiKey ? t("keyStoredPlaceholder") : "sk-…"}
        hint={model?.hasApiKey ? t("keyKeepHint") : t("keyOptionalHint")}
        {...field("apiKey")}
      />
      {model?.hasApiKey ? (
        <label className="-mt-2 flex items-center gap-2 text-sm text-slate-700">
          <input
            type="checkbox"
            className="size-4 accent-brand-600"
            checked={removeKey}
            onChange={(event) => setRemoveKey(event.target.checked)}
            disabled={Boolean(form.apiKey)}
          />
          <KeyRound aria-hidden className="size-3.5 text-slate-400" />
          {t("removeKey")}
        </label>
      ) : null}
      <TextField label={t("descriptionLabel")} placeholder={t("descriptionPlaceholder")} {...field("description")} />
      <DialogFormActions onCancel={onDone} pending={pending} submitLabel={model ? t("saveChanges") : t("submit")} />
    </form>
  );
}
