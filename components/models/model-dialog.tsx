"use client";

import { KeyRound } from "lucide-react";
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

/** How each provider is named, and where its OpenAI-compatible API usually lives. */
export const PROVIDER_LOOKS: Record<Provider, { label: string; baseUrl?: string; model?: string }> = {
  openai: { label: "OpenAI", baseUrl: "https://api.openai.com/v1", model: "gpt-4o-mini" },
  openai_compatible: { label: "OpenAI-compatible" },
  azure_openai: { label: "Azure OpenAI" },
  anthropic_compatible: { label: "Anthropic-compatible" },
  mistral: { label: "Mistral", baseUrl: "https://api.mistral.ai/v1", model: "mistral-small-latest" },
  groq: { label: "Groq", baseUrl: "https://api.groq.com/openai/v1", model: "llama-3.1-8b-instant" },
  ollama: { label: "Ollama (self-hosted)", baseUrl: "http://localhost:11434/v1", model: "llama3.1" },
  other: { label: "Other" },
};

export const providerLabel = (provider: string) => PROVIDER_LOOKS[provider as Provider]?.label ?? provider;

const labels = { name: "Name", provider: "Provider", baseUrl: "Base URL", model: "Model", apiKey: "API key", description: "Description" };
type FormField = keyof typeof labels;

export function ModelDialog({ open, model, onClose }: { open: boolean; model: AiModel | null; onClose: () => void }) {
  return (
    <Dialog
      open={open}
      onClose={onClose}
      title={model ? `Edit “${model.name}”` : "Add AI model"}
      description="AI email writer steps send their prompt to this model's chat completions endpoint. API keys are stored encrypted and never shown again."
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
  const field = (key: Exclude<FormField, "provider">) => ({ name: key, value: form[key], onChange: (event: { target: { value: string } }) => set(key, event.target.value), error: errors[key] });

  const chooseProvider = (provider: string) => {
    const look = PROVIDER_LOOKS[provider as Provider];
    setForm((current) => ({ ...current, provider, ...(look?.baseUrl ? { baseUrl: look.baseUrl } : {}), ...(look?.model && !model ? { model: look.model } : {}) }));
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setFormError(null);
    // Write-only: an empty key field keeps the stored key; only "remove" clears it.
    const apiKey = form.apiKey.trim() ? form.apiKey.trim() : removeKey ? null : undefined;
    const body = { name: form.name, provider: form.provider, baseUrl: form.baseUrl, model: form.model, description: form.description || null, apiKey };
    try {
      if (model) await update.mutateAsync({ id: model.id, changes: body });
      else await create.mutateAsync(body);
      toast.success(model ? "Model updated" : "Model added", model ? undefined : "AI email writer steps can use it now.");
      onDone();
    } catch (error) {
      showSubmitErrors(error, labels, setErrors, setFormError);
    }
  };

  return (
    <form onSubmit={submit} className="flex flex-col gap-5" noValidate>
      {formError ? <Alert tone="error">{formError}</Alert> : null}
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField label="Name" placeholder="Friendly writer" autoFocus {...field("name")} />
        <Field label="Provider" error={errors.provider}>
          {(control) => (
            <Select {...control} value={form.provider} onChange={(event) => chooseProvider(event.target.value)}>
              {MODEL_PROVIDERS.map((provider) => (
                <option key={provider} value={provider}>
                  {PROVIDER_LOOKS[provider].label}
                </option>
              ))}
              {(MODEL_PROVIDERS as readonly string[]).includes(form.provider) ? null : <option value={form.provider}>{form.provider}</option>}
            </Select>
          )}
        </Field>
      </div>
      <TextField label="Base URL" type="url" placeholder="https://api.openai.com/v1" hint="Requests go to {base URL}/chat/completions." {...field("baseUrl")} />
      <TextField label="Model" placeholder="gpt-4o-mini" hint="The model identifier your provider expects." {...field("model")} />
      <TextField
        label="API key"
        type="password"
        autoComplete="new-password"
        placeholder={model?.hasApiKey ? "•••••••• stored — type to replace" : "sk-…"}
        hint={model?.hasApiKey ? "Leave empty to keep the stored key." : "Optional for self-hosted servers that need none."}
        {...field("apiKey")}
      />
      {model?.hasApiKey ? (
        <label className="-mt-2 flex items-center gap-2 text-sm text-slate-700">
          <input type="checkbox" className="size-4 accent-brand-600" checked={removeKey} onChange={(event) => setRemoveKey(event.target.checked)} disabled={Boolean(form.apiKey)} />
          <KeyRound aria-hidden className="size-3.5 text-slate-400" />
          Remove the stored key
        </label>
      ) : null}
      <TextField label="Description (optional)" placeholder="Used for onboarding emails" {...field("description")} />
      <DialogFormActions onCancel={onDone} pending={pending} submitLabel={model ? "Save changes" : "Add model"} />
    </form>
  );
}
