"use client";

import { useTranslations } from "next-intl";
import { useState } from "react";
import { asSentence } from "@/components/forms/field-errors";
import { useFormErrors } from "@/components/forms/use-form-errors";
import { Alert } from "@/components/ui/alert";
import { Dialog, DialogFormActions } from "@/components/ui/dialog";
import { TextField } from "@/components/ui/input";
import { useToast } from "@/components/ui/toast";
import { normalizeDomain } from "@/lib/domains/normalize-domain";
import { useCreateDomain } from "@/lib/queries/domains";

export function AddDomainDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const t = useTranslations("domains.addDialog");
  return (
    <Dialog open={open} onClose={onClose} title={t("title")} description={t("description")}>
      {open ? <AddDomainForm onDone={onClose} /> : null}
    </Dialog>
  );
}

function AddDomainForm({ onDone }: { onDone: () => void }) {
  const create = useCreateDomain();
  const toast = useToast();
  const t = useTranslations("domains.addDialog");
  const labels = { domain: t("label") };
  const [value, setValue] = useState("");
  const { errors, setErrors, formError, handleSubmit } = useFormErrors(labels);
  const check = value.trim() ? normalizeDomain(value) : null;
  // An internationalised or upper-case name is stored in its canonical form: say so before adding.
  const storedAs = check?.ok && check.domain !== value.trim() ? check.domain : null;

  const onSubmit = handleSubmit(async () => {
    const local = normalizeDomain(value);
    if (!local.ok) {
      setErrors({ domain: asSentence(labels.domain, local.message) });
      return;
    }
    const domain = await create.mutateAsync({ domain: value });
    toast.success(t("added", { domain: domain.domain }), t("addedDetail"));
    onDone();
  });

  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-5">
      {formError ? <Alert tone="error">{formError}</Alert> : null}
      <TextField
        label={labels.domain}
        name="domain"
        value={value}
        onChange={(event) => {
          setValue(event.target.value);
          setErrors({});
        }}
        error={errors.domain}
        placeholder="acme.com"
        autoComplete="off"
        autoCapitalize="none"
        spellCheck={false}
        autoFocus
        hint={storedAs ? t("storedAs", { domain: storedAs }) : t("hint")}
      />
      <DialogFormActions onCancel={onDone} pending={create.isPending} submitLabel={t("submit")} />
    </form>
  );
}
