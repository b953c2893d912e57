"use client";

import { useTranslations } from "next-intl";
import type { FormEvent } from "react";
import { Alert } from "@/components/ui/alert";
import { DialogFormActions } from "@/components/ui/dialog";
import { Field, TextField } from "@/components/ui/input";
import { Select } from "@/components/ui/select";
import { useToast } from "@/components/ui/toast";
import { SMTP_PRESETS, SMTP_PROVIDERS, type SmtpProviderName } from "@/lib/mail/smtp-presets";
import { useCreateSmtpConfig, useUpdateSmtpConfig, type SmtpConfig } from "@/lib/queries/smtp";
import { type EventProviderChoice, eventKeyMissing, SmtpEventProviderFields } from "./smtp-event-provider-fields";
import { ConfigDialog, FormGroup, HostPortRow, OptionalLabel, PasswordField, Toggle } from "./smtp-form-parts";
import { initialWarmup, SmtpWarmupFields, warmupBody, type WarmupFormState } from "./smtp-warmup-fields";
import { asNumber, fieldLabels, useConfigForm } from "./use-config-form";

/** Create (no `config`) or edit an SMTP configuration. */
export function SmtpConfigDialog({
  open,
  config,
  onClose,
}: {
  open: boolean;
  config?: SmtpConfig | null;
  onClose: () => void;
}) {
  const t = useTranslations("smtp");
  return (
    <ConfigDialog
      open={open}
      config={config}
      onClose={onClose}
      title={config ? t("dialog.editTitle", { name: config.name }) : t("add")}
      description={t("dialog.description")}
      Form={SmtpConfigForm}
    />
  );
}

const FIELDS = [
  "provider",
  "name",
  "host",
  "port",
  "username",
  "password",
  "fromEmail",
  "fromName",
  "maxSendRate",
  "isDefault",
  "eventProvider",
  "eventSigningKey",
] as const;
type FormField = (typeof FIELDS)[number];

type FormState = {
  provider: SmtpProviderName;
  name: string;
  host: string;
  port: string;
  username: string;
  password: string;
  fromEmail: string;
  fromName: string;
  maxSendRate: string;
  supportsTls: boolean;
  requiresAuth: boolean;
  isActive: boolean;
  isDefault: boolean;
  eventProvider: EventProviderChoice;
  eventSigningKey: string;
} & WarmupFormState;

function initialState(config: SmtpConfig | null): FormState {
  if (!config) {
    const preset = SMTP_PRESETS.CUSTOM;
    return {
      provider: "CUSTOM",
      name: "",
      host: "",
      port: String(preset.port),
      username: "",
      password: "",
      fromEmail: "",
      fromName: "",
      maxSendRate: "10",
      supportsTls: preset.supportsTls,
      requiresAuth: true,
      isActive: true,
      isDefault: false,
      eventProvider: "",
      eventSigningKey: "",
      ...initialWarmup(null),
    };
  }
  return {
    provider: config.provider,
    name: config.name,
    host: config.host,
    port: String(config.port),
    username: config.username,
    password: "",
    fromEmail: config.fromEmail,
    fromName: config.fromName ?? "",
    maxSendRate: String(config.maxSendRate),
    supportsTls: config.supportsTls,
    requiresAuth: config.requiresAuth,
    isActive: config.isActive,
    isDefault: config.isDefault,
    eventProvider: config.eventProvider ?? "",
    eventSigningKey: "",
    ...initialWarmup(config),
  };
}

function SmtpConfigForm({ config, onDone }: { config: SmtpConfig | null; onDone: () => void }) {
  const t = useTranslations("smtp.dialog");
  const tProviders = useTranslations("smtp.providers");
  const labels = fieldLabels(FIELDS, t);
  const create = useCreateSmtpConfig();
  const update = useUpdateSmtpConfig();
  const toast = useToast();
  const { form, setForm, errors, setErrors, formError, setFormError, textField, toggle, save } = useConfigForm<
    FormState,
    FormField
  >(() => initialState(config));
  const pending = create.isPending || update.isPending;

  const chooseProvider = (provider: SmtpProviderName) => {
    const preset = SMTP_PRESETS[provider];
    setForm((current) => ({
      ...current,
      provider,
      // A preset fills the connection; switching back to Custom leaves what is there to edit.
      ...(preset.host ? { host: preset.host, port: String(preset.port), supportsTls: preset.supportsTls } : {}),
    }));
    setErrors({});
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setFormError(null);
    const invalid: Partial<Record<FormField, string>> = {};
    if (!form.host.trim()) invalid.host = t("hostRequired");
    if (!form.fromEmail.trim()) invalid.fromEmail = t("fromEmailRequired");
    if (form.requiresAuth && !config && form.password.length === 0) invalid.password = t("passwordRequired");
    if (eventKeyMissing(form.eventProvider, form.eventSigningKey, config?.eventProvider ?? null))
      invalid.eventSigningKey = t("eventKeyRequired");
    setErrors(invalid);
    if (Object.keys(invalid).length > 0) return;

    const body = {
      provider: form.provider,
      name: form.name.trim(),
      host: form.host.trim(),
      port: asNumber(form.port),
      username: form.username.trim(),
      ...(form.password ? { password: form.password } : {}),
      fromEmail: form.fromEmail.trim(),
      fromName: form.fromName.trim(),
      maxSendRate: asNumber(form.maxSendRate),
      supportsTls: form.supportsTls,
      requiresAuth: form.requiresAuth,
      isActive: form.isActive,
      eventProvider: form.eventProvider || null,
      ...(form.eventSigningKey.trim() ? { eventSigningKey: form.eventSigningKey.trim() } : {}),
      // A default is changed by making another config the default, never by unticking it.
      ...(form.isDefault && !config?.isDefault ? { isDefault: true } : {}),
      ...warmupBody(form, config),
    };
    const saved = await save(
      () => (config ? update.mutateAsync({ id: config.id, changes: body }) : create.mutateAsync(body)),
      labels,
    );
    if (!saved) return;
    toast.success(config ? t("saved") : t("added"), config ? undefined : t("addedDetail"));
    onDone();
  };

  const optional = (label: string) => <OptionalLabel label={label} optional={t("optional")} />;

  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-5">
      {formError ? <Alert tone="error">{formError}</Alert> : null}
      <div className="grid gap-5 sm:grid-cols-2">
        <Field label={labels.provider} error={errors.provider} hint={tProviders(`${form.provider}.hint`)}>
          {(control) => (
            <Select
              {...control}
              name="provider"
              value={form.provider}
              onChange={(event) => chooseProvider(event.target.value as SmtpProviderName)}
            >
              {SMTP_PROVIDERS.map((provider) => (
                <option key={provider} value={provider}>
                  {tProviders(`${provider}.label`)}
                </option>
              ))}
            </Select>
          )}
        </Field>
        <TextField
          label={optional(labels.name)}
          {...textField("name")}
          placeholder={form.host || t("namePlaceholder")}
          maxLength={100}
          hint={t("nameHint")}
        />
      </div>

      <FormGroup title={t("server")}>
        <HostPortRow host={textField("host")} port={textField("port")} labels={labels} placeholder="smtp.example.com" />
        <div className="flex flex-col gap-3 sm:flex-row sm:gap-8">
          <Toggle
            {...toggle("supportsTls")}
            label={t("tls")}
            hint={form.port.trim() === "465" ? t("tlsImplicit") : t("tlsStarttls")}
          />
          <Toggle {...toggle("requiresAuth")} label={t("requiresAuth")} />
        </div>
        {form.requiresAuth ? (
          <div className="grid gap-5 sm:grid-cols-2">
            <TextField label={labels.username} {...textField("username")} autoComplete="off" spellCheck={false} />
            <PasswordField
              label={labels.password}
              field={textField("password")}
              editing={Boolean(config)}
              hint={{ keep: t("passwordKeep"), create: t("passwordHint") }}
            />
          </div>
        ) : null}
      </FormGroup>

      <FormGroup title={t("sender")}>
        <div className="grid gap-5 sm:grid-cols-2">
          <TextField
            label={labels.fromEmail}
            {...textField("fromEmail")}
            type="email"
            placeholder="news@yourcompany.com"
          />
          <TextField
            label={optional(labels.fromName)}
            {...textField("fromName")}
            placeholder={t("fromNamePlaceholder")}
            maxLength={100}
          />
        </div>
        <div className="grid gap-5 sm:grid-cols-2">
          <TextField
            label={labels.maxSendRate}
            {...textField("maxSendRate")}
            inputMode="numeric"
            hint={t("rateHint")}
          />
          <div className="flex flex-col gap-3 sm:pt-7">
            <Toggle {...toggle("isActive")} label={t("active")} />
            <Toggle
              {...toggle("isDefault")}
              disabled={config?.isDefault}
              label={t("default")}
              hint={config?.isDefault ? t("defaultLocked") : undefined}
            />
          </div>
        </div>
      </FormGroup>

      <SmtpEventProviderFields
        provider={form.eventProvider}
        signingKey={form.eventSigningKey}
        keyStored={Boolean(config?.eventProvider) && form.eventProvider === config?.eventProvider}
        eventsUrl={config?.eventsUrl ?? null}
        keyError={errors.eventSigningKey ?? errors.eventProvider}
        onProvider={(eventProvider) => setForm((current) => ({ ...current, eventProvider }))}
        onSigningKey={(eventSigningKey) => setForm((current) => ({ ...current, eventSigningKey }))}
      />

      <SmtpWarmupFields
        form={form}
        config={config}
        onChange={(changes) => setForm((current) => ({ ...current, ...changes }))}
      />

      <DialogFormActions onCancel={onDone} pending={pending} submitLabel={config ? t("save") : t("submit")} />
    </form>
  );
}
