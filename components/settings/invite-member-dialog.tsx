"use client";

import clsx from "clsx";
import { MailCheck } from "lucide-react";
import { useTranslations } from "next-intl";
import { useState, type FormEvent } from "react";
import { formFieldErrors } from "@/components/forms/field-errors";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { CopyButton } from "@/components/ui/copy-button";
import { Dialog, DialogFormActions } from "@/components/ui/dialog";
import { Input, TextField } from "@/components/ui/input";
import { ApiRequestError, errorMessageOf } from "@/lib/queries/api-client";
import { inviteLink, useCreateInvite, type InviteWithCode } from "@/lib/queries/invites";
import type { AssignableRole } from "@/lib/validation/teams";

// Titles and descriptions: the "members.inviteDialog.roles.<role>" messages.
const ROLE_CHOICES: AssignableRole[] = ["MEMBER", "ADMIN"];

type InviteField = "email" | "name" | "role";

export function InviteMemberDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const t = useTranslations("members.inviteDialog");
  const [sent, setSent] = useState<InviteWithCode | null>(null);
  const close = () => {
    onClose();
    setSent(null);
  };
  return (
    <Dialog
      open={open}
      onClose={close}
      title={sent ? t("sentTitle") : t("title")}
      description={sent ? undefined : t("description")}
      footer={
        sent ? (
          <Button onClick={close} autoFocus>
            {t("done")}
          </Button>
        ) : undefined
      }
    >
      {sent ? <InviteSent invite={sent} /> : <InviteForm onCancel={close} onSent={setSent} />}
    </Dialog>
  );
}

function InviteForm({ onCancel, onSent }: { onCancel: () => void; onSent: (invite: InviteWithCode) => void }) {
  const t = useTranslations("members.inviteDialog");
  const labels: Record<InviteField, string> = {
    email: t("fields.email"),
    name: t("fields.name"),
    role: t("fields.role"),
  };
  const [email, setEmail] = useState("");
  const [name, setName] = useState("");
  const [role, setRole] = useState<AssignableRole>("MEMBER");
  const [errors, setErrors] = useState<Partial<Record<InviteField, string>>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const create = useCreateInvite();

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setFormError(null);
    const invalid: Partial<Record<InviteField, string>> = {};
    if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email.trim())) invalid.email = t("emailInvalid");
    if (name.trim().length < 2) invalid.name = t("nameTooShort");
    setErrors(invalid);
    if (Object.keys(invalid).length > 0) return;

    try {
      onSent(await create.mutateAsync({ email: email.trim(), name: name.trim(), role }));
    } catch (error) {
      const fieldErrors = formFieldErrors(error, labels);
      if (error instanceof ApiRequestError && error.status === 409 && !fieldErrors.email) {
        fieldErrors.email = error.message;
      }
      setErrors(fieldErrors);
      if (Object.keys(fieldErrors).length === 0) setFormError(errorMessageOf(error));
    }
  };

  return (
    <form id="invite-member-form" onSubmit={onSubmit} noValidate className="flex flex-col gap-5">
      {formError ? <Alert tone="error">{formError}</Alert> : null}
      <TextField
        label={labels.email}
        name="email"
        type="email"
        inputMode="email"
        autoComplete="off"
        autoFocus
        placeholder="colleague@company.com"
        value={email}
        onChange={(event) => setEmail(event.target.value)}
        error={errors.email}
      />
      <TextField
        label={labels.name}
        name="name"
        autoComplete="off"
        placeholder={t("namePlaceholder")}
        value={name}
        onChange={(event) => setName(event.target.value)}
        error={errors.name}
        hint={t("nameHint")}
      />
      <fieldset>
        <legend className="text-sm font-medium text-slate-800">{labels.role}</legend>
        <div className="mt-1.5 grid gap-2 sm:grid-cols-2">
          {ROLE_CHOICES.map((choice) => (
            <label
              key={choice}
              className={clsx(
                "flex cursor-pointer gap-3 rounded-lg p-3.5 ring-1 transition-colors ring-inset",
                role === choice ? "bg-brand-50/60 ring-2 ring-brand-500" : "ring-slate-200 hover:bg-slate-50",
              )}
            >
              <input
                type="radio"
                name="role"
                value={choice}
                checked={role === choice}
                onChange={() => setRole(choice)}
                className="mt-0.5 size-4 shrink-0 accent-brand-600"
              />
              <span>
                <span className="block text-sm font-medium text-slate-900">{t(`roles.${choice}.title`)}</span>
                <span className="mt-0.5 block text-[13px] leading-5 text-slate-600">
                  {t(`roles.${choice}.description`)}
                </span>
              </span>
            </label>
          ))}
        </div>
        {errors.role ? <p className="mt-1.5 text-[13px] text-red-600">{errors.role}</p> : null}
      </fieldset>
      <DialogFormActions onCancel={onCancel} pending={create.isPending} submitLabel={t("submit")} />
    </form>
  );
}

function InviteSent({ invite }: { invite: InviteWithCode }) {
  const t = useTranslations("members.inviteDialog");
  const link = inviteLink(invite.code);
  return (
    <div className="flex flex-col gap-5">
      <div className="flex items-start gap-3">
        <span className="flex size-10 shrink-0 items-center justify-center rounded-full bg-emerald-50 text-emerald-600 ring-1 ring-emerald-100">
          <MailCheck aria-hidden className="size-5" />
        </span>
        <p className="text-sm leading-6 text-slate-600">
          {t.rich("sentDetail", {
            email: invite.email,
            role: invite.role,
            strong: (chunks) => <span className="font-medium text-slate-900">{chunks}</span>,
          })}
        </p>
      </div>
      <div className="flex flex-col gap-2 sm:flex-row">
        <Input
          aria-label={t("link")}
          readOnly
          value={link}
          onFocus={(event) => event.currentTarget.select()}
          className="font-mono text-[13px]"
        />
        <CopyButton value={link} label={t("copyLink")} />
      </div>
      <p className="text-[13px] text-slate-500">{t("linkNote", { email: invite.email })}</p>
    </div>
  );
}
