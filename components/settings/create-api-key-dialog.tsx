"use client";

import { TriangleExclamationPoint } from "lucide-react";
import { useTranslations } from "next-intl";
import { useId, useState } from "react";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { CopyButton } from "@/components/ui/copy-button";
import { Dialog, DialogFormActions } from "@/components/ui/dialog";
import { TextField } from "@/components/ui/input";
import { useFormErrors } from "@/components/forms/use-form-errors";
import type { Permission } from "@/lib/auth/permissions";
import { useCreateApiKey, type CreatedApiKey } from "@/lib/queries/api-keys";
import { PermissionPicker } from "./permission-picker";
import { usePermissions } from "./use-permissions";

export function CreateApiKeyDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const t = useTranslations("apiKeys.dialog");
  const [created, setCreated] = useState<CreatedApiKey | null>(null);
  const close = () => {
    onClose();
    setCreated(null);
  };
  if (created) {
    return (
      <Dialog
        open={open}
        onClose={close}
        // The key cannot be shown again: leaving takes a deliberate click, not a stray Escape.
        dismissible={false}
        title={t("savedTitle")}
        description={t("savedDescription", { name: created.name })}
        size="lg"
        footer={<Button onClick={close}>{t("savedConfirm")}</Button>}
      >
        <CreatedKey apiKey={created} />
      </Dialog>
    );
  }
  return (
    <Dialog open={open} onClose={close} title={t("title")} description={t("description")} size="lg">
      {open ? <CreateApiKeyForm onCancel={close} onCreated={setCreated} /> : null}
    </Dialog>
  );
}

/** The last day a date input may not pick: keys must expire in the future. */
function tomorrow() {
  const date = new Date();
  date.setDate(date.getDate() + 1);
  return `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, "0")}-${String(date.getDate()).padStart(2, "0")}`;
}

type KeyField = "name" | "expiresAt" | "permissions";

function CreateApiKeyForm({ onCancel, onCreated }: { onCancel: () => void; onCreated: (key: CreatedApiKey) => void }) {
  const t = useTranslations("apiKeys.dialog");
  const labels: Record<KeyField, string> = {
    name: t("fields.name"),
    expiresAt: t("fields.expiresAt"),
    permissions: t("fields.permissions"),
  };
  const { granted } = usePermissions();
  const create = useCreateApiKey();
  const [name, setName] = useState("");
  const [expiresOn, setExpiresOn] = useState("");
  const [permissions, setPermissions] = useState<Set<Permission>>(() => new Set());
  const { errors, setErrors, formError, handleSubmit } = useFormErrors(labels);
  const permissionsLabelId = useId();
  const permissionsErrorId = useId();

  const onSubmit = handleSubmit(async () => {
    const invalid: Partial<Record<KeyField, string>> = {};
    if (!name.trim()) invalid.name = t("nameRequired");
    if (permissions.size === 0) invalid.permissions = t("permissionsRequired");
    if (expiresOn && expiresOn < tomorrow()) invalid.expiresAt = t("expiryInPast");
    setErrors(invalid);
    if (Object.keys(invalid).length > 0) return;

    // The key works through the whole chosen day, in the creator's time zone.
    const expiresAt = expiresOn ? new Date(`${expiresOn}T23:59:59`).toISOString() : null;
    const created = await create.mutateAsync({ name: name.trim(), permissions: [...permissions], expiresAt });
    onCreated(created);
  });

  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-5">
      {formError ? <Alert tone="error">{formError}</Alert> : null}
      <div className="grid gap-5 sm:grid-cols-[1fr_12rem]">
        <TextField
          label={labels.name}
          name="name"
          autoFocus
          autoComplete="off"
          placeholder={t("namePlaceholder")}
          maxLength={100}
          value={name}
          onChange={(event) => setName(event.target.value)}
          error={errors.name}
        />
        <TextField
          label={
            <>
              {labels.expiresAt} <span className="font-normal text-slate-500">{t("optional")}</span>
            </>
          }
          name="expiresAt"
          type="date"
          min={tomorrow()}
          value={expiresOn}
          onChange={(event) => setExpiresOn(event.target.value)}
          error={errors.expiresAt}
          hint={t("expiresHint")}
        />
      </div>
      <div className="flex flex-col gap-1.5">
        <span id={permissionsLabelId} className="text-sm font-medium text-slate-800">
          {labels.permissions}
        </span>
        <fieldset aria-labelledby={permissionsLabelId} className="m-0 min-w-0 border-0 p-0">
          <PermissionPicker
            grantable={granted}
            selected={permissions}
            onChange={(next) => {
              setPermissions(next);
              setErrors((current) => ({ ...current, permissions: undefined }));
            }}
            invalid={Boolean(errors.permissions)}
            describedBy={errors.permissions ? permissionsErrorId : undefined}
          />
        </fieldset>
        {errors.permissions ? (
          <p id={permissionsErrorId} className="text-[13px] text-red-600">
            {errors.permissions}
          </p>
        ) : (
          <p className="text-[13px] text-slate-500">{t("permissionsHint")}</p>
        )}
      </div>
      <DialogFormActions onCancel={onCancel} pending={create.isPending} submitLabel={t("submit")} />
    </form>
  );
}

function CreatedKey({ apiKey }: { apiKey: CreatedApiKey }) {
  const t = useTranslations("apiKeys.dialog");
  return (
    <div className="flex flex-col gap-4">
      <Alert tone="warning" title={t("onceTitle")}>
        {t("onceDetail")}
      </Alert>
      <div className="flex flex-col gap-2 sm:flex-row sm:items-stretch">
        {/* biome-ignore lint/a11y/useAriaPropsSupportedByRole: the label names this tab stop; browsers expose aria-label on focusable elements */}
        <code
          data-testid="created-api-key"
          aria-label={t("newKey")}
          // biome-ignore lint/a11y/noNoninteractiveTabindex: the one-time key is a tab stop so keyboard and screen-reader users reach it beside its copy button
          tabIndex={0}
          className="flex min-h-10 flex-1 items-center rounded-lg bg-slate-900 px-3.5 py-2.5 font-mono text-[13px] break-all text-emerald-300 select-all"
        >
          {apiKey.key}
        </code>
        <CopyButton value={apiKey.key} label={t("copyKey")} variant="primary" />
      </div>
      <div className="rounded-lg bg-slate-50 px-3.5 py-3 text-[13px] leading-5 text-slate-600 ring-1 ring-slate-200 ring-inset">
        <p className="font-medium text-slate-800">{t("headerTitle")}</p>
        <code className="mt-1 block font-mono break-all text-slate-600">X-API-KEY: {apiKey.keyPrefix}…</code>
        <p className="mt-2 flex items-center gap-1.5 text-slate-500">
          <TriangleExclamationPoint aria-hidden className="size-3.5" />
          {t("keepSafe")}
        </p>
      </div>
    </div>
  );
}
