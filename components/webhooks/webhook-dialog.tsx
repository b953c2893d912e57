"use client";

import { useState, type FormEvent } from "react";
import { showSubmitErrors } from "@/components/forms/field-errors";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Dialog, DialogFormActions } from "@/components/ui/dialog";
import { TextField } from "@/components/ui/input";
import { useToast } from "@/components/ui/toast";
import { FormGroup, Toggle } from "@/components/settings/smtp-form-parts";
import type { WebhookEventName } from "@/lib/events/domain-events";
import { useCreateWebhook, useUpdateWebhook, type CreatedWebhook, type Webhook } from "@/lib/queries/webhooks";
import { WEBHOOK_SECRET_MIN_LENGTH, webhookUrlProblem } from "@/lib/validation/webhooks";
import { generateWebhookSecret } from "./event-catalog";
import { EventPicker } from "./event-picker";
import { SecretField } from "./secret-field";

type DialogProps = { open: boolean; webhook: Webhook | null; onClose: () => void; onCreated?: (webhook: CreatedWebhook) => void };

/** Create (no `webhook`) or edit a webhook. */
export function WebhookDialog({ open, webhook, onClose, onCreated }: DialogProps) {
  return (
    <Dialog
      open={open}
      onClose={onClose}
      title={webhook ? `Edit “${webhook.name}”` : "Add webhook"}
      description="Sendwell POSTs each event you pick to this URL as signed JSON, and retries for about 18 hours when your endpoint fails."
      size="lg"
    >
      {open ? <WebhookForm key={webhook?.id ?? "new"} webhook={webhook} onDone={onClose} onCreated={onCreated} /> : null}
    </Dialog>
  );
}

const labels = { name: "Name", url: "Endpoint URL", secret: "Signing secret", events: "Events", isActive: "Active" };
type FormField = keyof typeof labels;

function WebhookForm({ webhook, onDone, onCreated }: { webhook: Webhook | null; onDone: () => void; onCreated?: (webhook: CreatedWebhook) => void }) {
  const create = useCreateWebhook();
  const update = useUpdateWebhook();
  const toast = useToast();
  const [name, setName] = useState(webhook?.name ?? "");
  const [url, setUrl] = useState(webhook?.url ?? "");
  const [events, setEvents] = useState<WebhookEventName[]>(webhook?.events ?? []);
  const [isActive, setIsActive] = useState(webhook?.isActive ?? true);
  // A new webhook starts with a generated secret; an existing one keeps its own unless rotated.
  const [secret, setSecret] = useState(() => (webhook ? "" : generateWebhookSecret()));
  const [errors, setErrors] = useState<Partial<Record<FormField, string>>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const pending = create.isPending || update.isPending;
  const clear = (field: FormField) => setErrors((current) => ({ ...current, [field]: undefined }));

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setFormError(null);
    const invalid: Partial<Record<FormField, string>> = {};
    if (name.trim().length < 2) invalid.name = "Name must be at least 2 characters";
    const urlProblem = url.trim() ? webhookUrlProblem(url.trim()) : "is required";
    if (urlProblem) invalid.url = `Endpoint URL ${urlProblem}`;
    if (events.length === 0) invalid.events = "Pick at least one event";
    if ((!webhook || secret) && secret.length < WEBHOOK_SECRET_MIN_LENGTH) invalid.secret = `Signing secret must be at least ${WEBHOOK_SECRET_MIN_LENGTH} characters`;
    setErrors(invalid);
    if (Object.keys(invalid).length > 0) return;

    const body = { name: name.trim(), url: url.trim(), events, isActive, ...(secret ? { secret } : {}) };
    try {
      if (webhook) {
        await update.mutateAsync({ id: webhook.id, changes: body });
        toast.success("Webhook saved", secret ? "Deliveries are now signed with the new secret." : undefined);
      } else {
        const created = await create.mutateAsync({ ...body, secret });
        toast.success("Webhook added", "Send a test event to check your endpoint.");
        onCreated?.(created);
      }
      onDone();
    } catch (error) {
      showSubmitErrors(error, labels, setErrors, setFormError);
    }
  };

  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-5">
      {formError ? <Alert tone="error">{formError}</Alert> : null}
      {webhook?.disabledAt ? (
        <Alert tone="warning" title="Turned off after 5 days of failures">
          Fix your endpoint, send a test event, then tick “Active” to turn it back on.
        </Alert>
      ) : null}
      <div className="grid gap-5 sm:grid-cols-[1fr_1.6fr]">
        <TextField label={labels.name} name="name" value={name} maxLength={100} placeholder="Order system" error={errors.name} onChange={(event) => { setName(event.target.value); clear("name"); }} />
        <TextField
          label={labels.url}
          name="url"
          type="url"
          value={url}
          placeholder="https://example.com/webhooks/sendwell"
          autoComplete="off"
          spellCheck={false}
          error={errors.url}
          onChange={(event) => { setUrl(event.target.value); clear("url"); }}
        />
      </div>

      <FormGroup title="Events">
        <EventPicker selected={events} onChange={(next) => { setEvents(next); clear("events"); }} error={errors.events} />
      </FormGroup>

      <FormGroup title="Security">
        {webhook && !secret ? (
          <div className="flex flex-col gap-3 rounded-lg bg-slate-50 px-4 py-3 text-sm text-slate-600 ring-1 ring-slate-200 sm:flex-row sm:items-center sm:justify-between">
            <p>The signing secret is stored encrypted and can't be shown again. Rotate it if it leaked.</p>
            <Button variant="secondary" size="sm" onClick={() => setSecret(generateWebhookSecret())}>
              Rotate secret
            </Button>
          </div>
        ) : (
          <SecretField
            value={secret}
            onChange={(value) => { setSecret(value); clear("secret"); }}
            onRegenerate={() => { setSecret(generateWebhookSecret()); clear("secret"); }}
            error={errors.secret}
            label={webhook ? "New signing secret" : labels.secret}
            hint="Copy it now: your endpoint needs it to verify signatures, and it is not shown again after saving."
          />
        )}
        <Toggle name="isActive" label="Active" hint="Inactive webhooks receive nothing (test events still go out)." checked={isActive} onChange={setIsActive} />
      </FormGroup>

      <DialogFormActions onCancel={onDone} pending={pending} submitLabel={webhook ? "Save changes" : "Add webhook"} />
    </form>
  );
}
