"use client";

import { useTranslations } from "next-intl";
import type { FormEvent } from "react";
import { Alert } from "@/components/ui/alert";
import { DialogFormActions } from "@/components/ui/dialog";
import { TextField } from "@/components/ui/input";
import { useToast } from "@/components/ui/toast";
import { useCreateImapConfig, useUpdateImapConfig, type ImapConfig } from "@/lib/queries/imap";
import { ConfigDialog, FormGroup, HostPortRow, OptionalLabel, PasswordField, Toggle } from "./smtp-form-parts";
import { asNumber, fieldLabels, useConfigForm } from "./use-config-form";

/** Create (no `config`) or edit an inbound mailbox. */
export function ImapConfigDialog({
  open,
  config,
  onClose,
}: {
  open: boolean;
  config?: ImapConfig | null;
  onClose: () => void;
}) {
  const t = useTranslations("inboundMail");
  return (
    <ConfigDialog
      open={open}
      config={config}
      onClose={onClose}
      title={config ? t("dialog.editTitle", { name: config.username }) : t("add")}
      description={t("dialog.description")}
      Form={ImapConfigForm}
    />
  );
}

const FIELDS = ["host", "port", "username", "password", "mailbox", "processedMailbox"] as const;
type TextKey = (typeof FIELDS)[number];
type FormState = Record<TextKey, string> & { secure: boolean; isActive: boolean };

function initialState(config: ImapConfig | null): FormState {
  if (!config)
    return {
      host: "",
      port: "993",
      username: "",
      password: "",
      mailbox: "INBOX",
      processedMailbox: "",
      secure: true,
      isActive: true,
    };
  return {
    host: config.host,
    port: String(config.port),
    username: config.username,
    password: "",
    mailbox: config.mailbox,
    processedMailbox: config.processedMailbox ?? "",
    secure: config.secure,
    isActive: config.isActive,
  };
}

function ImapConfigForm({ config, onDone }: { config: ImapConfig | null; onDone: () => void }) {
  const t = useTranslations("inboundMail.dialog");
  const labels = fieldLabels(FIELDS, t);
  const create = useCreateImapConfig();
  const update = useUpdateImapConfig();
  const toast = useToast();
  const { form, setErrors, formError, setFormError, textField, toggle, save } = useConfigForm<FormState, TextKey>(() =>
    initialState(config),
  );
  const pending = create.isPending || update.isPending;

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setFormError(null);
    const invalid: Partial<Record<TextKey, string>> = {};
    if (!form.host.trim()) invalid.host = t("hostRequired");
    if (!form.username.trim()) invalid.username = t("usernameRequired");
    if (!config && form.password.length === 0) invalid.password = t("passwordRequired");
    setErrors(invalid);
    if (Object.keys(invalid).length > 0) return;
    const body = {
      host: form.host.trim(),
      port: asNumber(form.port),
      secure: form.secure,
      username: form.username.trim(),
      ...(form.password ? { password: form.password } : {}),
      mailbox: form.mailbox.trim() || "INBOX",
      processedMailbox: form.processedMailbox.trim() || null,
      isActive: form.isActive,
    };
    const saved = await save(
      () =>
        config
          ? update.mutateAsync({ id: config.id, changes: body })
          : create.mutateAsync({ ...body, password: form.password }),
      labels,
    );
    if (!saved) return;
    toast.success(config ? t("saved") : t("added"), config ? undefined : t("addedDetail"));
    onDone();
  };

  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-5">
      {formError ? <Alert tone="error">{formError}</Alert> : null}
      <FormGroup title={t("server")}>
        <HostPortRow host={textField("host")} port={textField("port")} labels={labels} placeholder="imap.example.com" />
        <Toggle {...toggle("secure")} label={t("secure")} hint={form.secure ? t("secureHint") : t("starttlsHint")} />
        <div className="grid gap-5 sm:grid-cols-2">
          <TextField
            label={labels.username}
            {...textField("username")}
            placeholder="bounces@yourcompany.com"
            autoComplete="off"
            spellCheck={false}
          />
          <PasswordField
            label={labels.password}
            field={textField("password")}
            editing={Boolean(config)}
            hint={{ keep: t("passwordKeep"), create: t("passwordHint") }}
          />
        </div>
      </FormGroup>
      <FormGroup title={t("folders")}>
        <div className="grid gap-5 sm:grid-cols-2">
          <TextField label={labels.mailbox} {...textField("mailbox")} hint={t("mailboxHint")} spellCheck={false} />
          <TextField
            label={<OptionalLabel label={labels.processedMailbox} optional={t("optional")} />}
            {...textField("processedMailbox")}
            placeholder={t("processedPlaceholder")}
            hint={t("processedHint")}
            spellCheck={false}
          />
        </div>
        <Toggle {...toggle("isActive")} label={t("active")} hint={t("activeHint")} />
      </FormGroup>
      <DialogFormActions onCancel={onDone} pending={pending} submitLabel={config ? t("save") : t("submit")} />
    </form>
  );
}
