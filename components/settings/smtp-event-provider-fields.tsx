"use client";

import { useTranslations } from "next-intl";
import { CopyButton } from "@/components/ui/copy-button";
import { Field, TextField } from "@/components/ui/input";
import { Select } from "@/components/ui/select";
import { EVENT_PROVIDERS, type EventProviderName, KEYED_EVENT_PROVIDERS } from "@/lib/validation/provider-events";
import { FormGroup } from "./smtp-form-parts";

// The SMTP config form's "Provider events" group (docs/contract.md section 20): which sending
// service posts its bounces, complaints and deliveries here, the key its requests are checked
// with, and the URL to give that service once the config is saved.

export type EventProviderChoice = EventProviderName | "";

/** Whether the form names a provider that needs a key, with none typed and none stored for it. */
export function eventKeyMissing(provider: EventProviderChoice, typedKey: string, storedProvider: string | null) {
  return (
    Boolean(provider) &&
    KEYED_EVENT_PROVIDERS.includes(provider as EventProviderName) &&
    !typedKey.trim() &&
    storedProvider !== provider
  );
}

export function SmtpEventProviderFields({
  provider,
  signingKey,
  keyStored,
  eventsUrl,
  keyError,
  onProvider,
  onSigningKey,
}: {
  provider: EventProviderChoice;
  signingKey: string;
  /** The saved config has a key: an empty field keeps it. */
  keyStored: boolean;
  /** The saved config's events URL (none before the config is saved). */
  eventsUrl: string | null;
  keyError?: string;
  onProvider: (provider: EventProviderChoice) => void;
  onSigningKey: (key: string) => void;
}) {
  const t = useTranslations("smtp.events");
  return (
    <FormGroup title={t("title")}>
      <Field label={t("provider")} hint={t("providerHint")}>
        {(control) => (
          <Select
            {...control}
            name="eventProvider"
            value={provider}
            onChange={(event) => onProvider(event.target.value as EventProviderChoice)}
          >
            <option value="">{t("none")}</option>
            {EVENT_PROVIDERS.map((name) => (
              <option key={name} value={name}>
                {t(`providers.${name}`)}
              </option>
            ))}
          </Select>
        )}
      </Field>
      {provider && KEYED_EVENT_PROVIDERS.includes(provider) ? (
        <TextField
          label={t(`keyLabel.${provider}`)}
          name="eventSigningKey"
          value={signingKey}
          onChange={(event) => onSigningKey(event.target.value)}
          error={keyError}
          type="password"
          autoComplete="off"
          spellCheck={false}
          placeholder={keyStored ? "••••••••" : undefined}
          hint={keyStored ? t("keyKeep") : t(`keyHint.${provider}`)}
        />
      ) : null}
      {provider ? (
        eventsUrl ? (
          <div className="flex flex-col gap-1.5">
            <p className="text-sm font-medium text-slate-800">{t("url")}</p>
            <div className="flex items-center gap-2">
              <code className="min-w-0 flex-1 truncate rounded-md bg-slate-50 px-2.5 py-1.5 text-[13px] text-slate-700">
                {eventsUrl}
              </code>
              <CopyButton value={eventsUrl} label={t("copyUrl")} compact />
            </div>
            <p className="text-[13px] text-slate-500">{t(`urlHint.${provider}`)}</p>
          </div>
        ) : (
          <p className="text-[13px] text-slate-500">{t("urlAfterSave")}</p>
        )
      ) : null}
    </FormGroup>
  );
}
