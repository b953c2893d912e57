"use client";

import { useTranslations } from "next-intl";
import { useState } from "react";
import { useFormErrors } from "@/components/forms/use-form-errors";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Dialog, DialogFormActions } from "@/components/ui/dialog";
import { TextField } from "@/components/ui/input";
import { useToast } from "@/components/ui/toast";
import { FormGroup, Toggle } from "@/components/settings/smtp-form-parts";
import type { WebhookEventName } from "@/lib/events/domain-events";
import { useCreateWebhook, useUpdateWebhook, type CreatedWebhook, type Webhook } from "@/lib/queries/webhooks";
import { WEBHOOK_SECRET_MIN_LENGTH, WEBHOOK_URL_MAX_LENGTH, webhookUrlProblem } from "@/lib/validation/webhooks";
import { generateWebhookSecret } from "./event-catalog";
import { EventPicker } from "./event-picker";
import { SecretField } from "./secret-field";

type DialogProps = {
  open: boolean;
  webhook: Webhook | null;
  onClose: () => void;
  onCreated?: (webhook: CreatedWebhook) => void;
};

/** Create (no `webhook`) or edit a webhook. */
export function WebhookDialog({ open, webhook, onClose, onCreated }: DialogProps) {
  const t = useTranslations("webhooks.dialog");
  return (
    <Dialog
      open={open}
      onClose={onClose}
      title={webhook ? t("editTitle", { name: webhook.name }) : t("addTitle")}
      description={t("description")}
      size="lg"
    >
      {open ? (
        <WebhookForm key={webhook?.id ?? "new"} webhook={webhook} onDone={onClose} onCreated={onCreated} />
      ) : null}
    </Dialog>
  );
}

type FormField = "name" | "url" | "secret" | "events" | "isActive";

/** webhookUrlProblem's English phrases, as message keys (webhooks.dialog.urlProblems). */
function urlProblemKey(problem: string) {
  if (problem.startsWith("must be at most")) return "tooLong" as const;
  if (problem.startsWith("must be an absolute")) return "notAbsolute" as const;
  if (problem.startsWith("must be an http")) return "notHttp" as const;
  if (problem.startsWith("must not contain credentials")) return "credentials" as const;
  if (problem.startsWith("must name a host")) return "noHost" as const;
  return null;
}

function WebhookForm({
  webhook,
  onDone,
  onCreated,
}: {
  webhook: Webhook | null;
  onDone: () => void;
  onCreated?: (webhook: CreatedWebhook) => void;
}) {
  const create = useCreateWebhook();
  const update = useUpdateWebhook();
  const toast = useToast();
  const t = useTranslations("webhooks.dialog");
  const labels: Record<FormField, string> = {
    name: t("labels.name"),
    url: t("labels.url"),
    secret: t("labels.secret"),
    events: t("labels.events"),
    isActive: t("labels.isActive"),
  };
  const [name, setName] = useState(webhook?.name ?? "");
  const [url, setUrl] = useState(webhook?.url ?? "");
  const [events, setEvents] = useState<WebhookEventName[]>(webhook?.events ?? []);
  const [isActive, setIsActive] = useState(webhook?.isActive ?? true);
  // A new webhook starts with a generated secret; an existing one keeps its own unless rotated.
  const [secret, setSecret] = useState(() => (webhook ? "" : generateWebhookSecret()));
  const { errors, setErrors, formError, handleSubmit } = useFormErrors(labels);
  const pending = create.isPending || update.isPending;
  const clear = (field: FormField) => setErrors((current) => ({ ...current, [field]: undefined }));

  const onSubmit = handleSubmit(async () => {
    const invalid: Partial<Record<FormField, string>> = {};
    if (name.trim().length < 2) invalid.name = t("errors.nameShort");
    if (!url.trim()) invalid.url = t("errors.urlRequired");
    else {
      const urlProblem = webhookUrlProblem(url.trim());
      const problemKey = urlProblem ? urlProblemKey(urlProblem) : null;
      if (urlProblem)
        invalid.url = problemKey
          ? t(`urlProblems.${problemKey}`, { max: WEBHOOK_URL_MAX_LENGTH })
          : t("errors.url", { problem: urlProblem });
    }
    if (events.length === 0) invalid.events = t("errors.events");
    if ((!webhook || secret) && secret.length < WEBHOOK_SECRET_MIN_LENGTH)
      invalid.secret = t("errors.secretShort", { min: WEBHOOK_SECRET_MIN_LENGTH });
    setErrors(invalid);
    if (Object.keys(invalid).length > 0) return;

    const body = { name: name.trim(), url: url.trim(), events, isActive, ...(secret ? { secret } : {}) };
    if (webhook) {
      await update.mutateAsync({ id: webhook.id, changes: body });
      toast.success(t("saved"), secret ? t("savedNewSecret") : undefined);
    } else {
      const created = await create.mutateAsync({ ...body, secret });
      toast.success(t("added"), t("addedDetail"));
      onCreated?.(created);
    }
    onDone();
  });

  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-5">
      {formError ? <Alert tone="error">{formError}</Alert> : null}
      {webhook?.disabledAt ? (
        <Alert tone="warning" title={t("turnedOffTitle")}>
          {t("turnedOffBody")}
        </Alert>
      ) : null}
      <div className="grid gap-5 sm:grid-cols-[1fr_1.6fr]">
        <TextField
          label={labels.name}
          name="name"
          value={name}
          maxLength={100}
          placeholder={t("namePlaceholder")}
          error={errors.name}
          onChange={(event) => {
            setName(event.target.value);
            clear("name");
          }}
        />
        <TextField
          label={labels.url}
          name="url"
          type="url"
          value={url}
          placeholder="https://example.com/webhooks/sendwell"
          autoComplete="off"
          spellCheck={false}
          error={errors.url}
          onChange={(event) => {
            setUrl(event.target.value);
            clear("url");
          }}
        />
      </div>

      <FormGroup title={t("eventsGroup")}>
        <EventPicker
          selected={events}
          onChange={(next) => {
            setEvents(next);
            clear("events");
          }}
          error={errors.events}
        />
      </FormGroup>

      <FormGroup title={t("securityGroup")}>
        {webhook && !secret ? (
          <div className="flex flex-col gap-3 rounded-lg bg-slate-50 px-4 py-3 text-sm text-slate-600 ring-1 ring-slate-200 sm:flex-row sm:items-center sm:justify-between">
            <p>{t("secretStored")}</p>
            <Button variant="secondary" size="sm" onClick={() => setSecret(generateWebhookSecret())}>
              {t("rotateSecret")}
            </Button>
          </div>
        ) : (
          <SecretField
            value={secret}
            onChange={(value) => {
              setSecret(value);
              clear("secret");
            }}
            onRegenerate={() => {
              setSecret(generateWebhookSecret());
              clear("secret");
            }}
            error={errors.secret}
            label={webhook ? t("newSecretLabel") : labels.secret}
            hint={t("secretHint")}
          />
        )}
        <Toggle
          name="isActive"
          label={labels.isActive}
          hint={t("activeHint")}
          checked={isActive}
          onChange={setIsActive}
        />
      </FormGroup>

      <DialogFormActions onCancel={onDone} pending={pending} submitLabel={webhook ? t("saveChanges") : t("addTitle")} />
    </form>
  );
}
