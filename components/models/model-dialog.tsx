"use client";

import { KeyRound } from "lucide-react";
import { useTranslations } from "next-intl";
import { useState } from "react";
import { useFormErrors } from "@/components/forms/use-form-errors";
import { Alert } from "@/components/ui/alert";
import { Dialog, DialogFormActions } from "@/components/ui/dialog";
import { Field, TextField } from "@/components/ui/input";
import { Select } from "@/components/ui/select";
import { useToast } from "@/components/ui/toast";
import { ModelTestButton } from "./model-test-button";
import { useCreateAiModel, useUpdateAiModel, type AiModel } from "@/lib/queries/models";
import { DEFAULT_AZURE_API_VERSION, MODEL_PROVIDERS } from "@/lib/validation/models";

type Provider = (typeof MODEL_PROVIDERS)[number];

/** Where each provider's API usually lives (names: models.providers.<provider>). */
const PROVIDER_LOOKS: Record<Provider, { baseUrl: string; model: string }> = {
  openai_compatible: { baseUrl: "https://api.openai.com/v1", model: "gpt-4o-mini" },
  anthropic: { baseUrl: "https://api.anthropic.com", model: "claude-sonnet-4-5" },
  azure_openai: { baseUrl: "https://your-resource.openai.azure.com", model: "your-deployment" },
};

const isProvider = (provider: string): provider is Provider =>
  (MODEL_PROVIDERS as readonly string[]).includes(provider);

/** A provider's name in the reader's language; an unknown one as stored. */
export function useProviderLabel() {
  const t = useTranslations("models.providers");
  return (provider: string) => (isProvider(provider) ? t(provider) : provider);
}

type FormField = "name" | "provider" | "baseUrl" | "model" | "apiKey" | "apiVersion" | "description";

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
    apiVersion: t("labels.apiVersion"),
    description: t("labels.description"),
  };
  const [form, setForm] = useState({
    name: model?.name ?? "",
    provider: (model?.provider ?? "openai_compatible") as Provider,
    baseUrl: model?.baseUrl ?? PROVIDER_LOOKS.openai_compatible.baseUrl,
    model: model?.model ?? PROVIDER_LOOKS.openai_compatible.model,
    apiVersion: model?.apiVersion ?? DEFAULT_AZURE_API_VERSION,
    description: model?.description ?? "",
    apiKey: "",
  });
  const [removeKey, setRemoveKey] = useState(false);
  const { errors, setErrors, formError, handleSubmit } = useFormErrors(labels);
  const pending = create.isPending || update.isPending;
  const [dirty, setDirty] = useState(false);

  const set = (key: keyof typeof form, value: string) => {
    setDirty(true);
    setForm((current) => ({ ...current, [key]: value }));
    setErrors((current) => ({ ...current, [key]: undefined }));
  };
  const field = (key: Exclude<FormField, "provider">) => ({
    name: key,
    value: form[key],
    onChange: (event: { target: { value: string } }) => set(key, event.target.value),
    error: errors[key],
  });

  const chooseProvider = (provider: Provider) => {
    const look = PROVIDER_LOOKS[provider];
    setForm((current) => ({
      ...current,
      provider,
      baseUrl: look.baseUrl,
      ...(!model ? { model: look.model } : {}),
    }));
  };

  const submit = handleSubmit(async () => {
    // Write-only: an empty key field keeps the stored key; only "remove" clears it.
    const apiKey = form.apiKey.trim() ? form.apiKey.trim() : removeKey ? null : undefined;
    const body = {
      name: form.name,
      provider: form.provider,
      baseUrl: form.baseUrl,
      model: form.model,
      description: form.description || null,
      apiKey,
      ...(form.provider === "azure_openai" ? { apiVersion: form.apiVersion } : {}),
    };
    if (model) await update.mutateAsync({ id: model.id, changes: body });
    else await create.mutateAsync(body);
    toast.success(model ? t("updated") : t("added"), model ? undefined : t("addedDetail"));
    onDone();
  });

  return (
    <form onSubmit={submit} className="flex flex-col gap-5" noValidate>
      {formError ? <Alert tone="error">{formError}</Alert> : null}
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField label={labels.name} placeholder={t("namePlaceholder")} autoFocus {...field("name")} />
        <Field label={labels.provider} error={errors.provider}>
          {(control) => (
            <Select
              {...control}
              value={form.provider}
              onChange={(event) => chooseProvider(event.target.value as Provider)}
            >
              {MODEL_PROVIDERS.map((provider) => (
                <option key={provider} value={provider}>
                  {providerLabel(provider)}
                </option>
              ))}
            </Select>
          )}
        </Field>
      </div>
      <TextField
        label={labels.baseUrl}
        type="url"
        placeholder={PROVIDER_LOOKS[form.provider].baseUrl}
        hint={t(`baseUrlHints.${form.provider}`)}
        {...field("baseUrl")}
      />
      <div className={form.provider === "azure_openai" ? "grid gap-5 sm:grid-cols-2" : undefined}>
        <TextField
          label={form.provider === "azure_openai" ? t("deploymentLabel") : labels.model}
          placeholder={PROVIDER_LOOKS[form.provider].model}
          hint={t("modelHint")}
          {...field("model")}
        />
        {form.provider === "azure_openai" ? (
          <TextField
            label={labels.apiVersion}
            placeholder={DEFAULT_AZURE_API_VERSION}
            hint={t("apiVersionHint")}
            {...field("apiVersion")}
          />
        ) : null}
      </div>
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
      {model ? (
        <ModelTestButton modelId={model.id} dirty={dirty} />
      ) : (
        <p className="text-xs text-slate-500">{t("testAfterSave")}</p>
      )}
      <DialogFormActions onCancel={onDone} pending={pending} submitLabel={model ? t("saveChanges") : t("submit")} />
    </form>
  );
}
