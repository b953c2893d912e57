"use client";

import { useState, type FormEvent } from "react";
import { asSentence, showSubmitErrors } from "@/components/forms/field-errors";
import { Alert } from "@/components/ui/alert";
import { Dialog, DialogFormActions } from "@/components/ui/dialog";
import { TextField } from "@/components/ui/input";
import { useToast } from "@/components/ui/toast";
import { normalizeDomain } from "@/lib/domains/normalize-domain";
import { useCreateDomain } from "@/lib/queries/domains";

const labels = { domain: "Domain" };

export function AddDomainDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  return (
    <Dialog
      open={open}
      onClose={onClose}
      title="Add sending domain"
      description="The domain in your From address. Sendwell gives you the DNS records to publish there, then signs your emails with its DKIM key."
    >
      {open ? <AddDomainForm onDone={onClose} /> : null}
    </Dialog>
  );
}

function AddDomainForm({ onDone }: { onDone: () => void }) {
  const create = useCreateDomain();
  const toast = useToast();
  const [value, setValue] = useState("");
  const [errors, setErrors] = useState<Partial<Record<keyof typeof labels, string>>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const check = value.trim() ? normalizeDomain(value) : null;
  // An internationalised or upper-case name is stored in its canonical form: say so before adding.
  const storedAs = check?.ok && check.domain !== value.trim() ? check.domain : null;

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setFormError(null);
    const local = normalizeDomain(value);
    if (!local.ok) {
      setErrors({ domain: asSentence(labels.domain, local.message) });
      return;
    }
    try {
      const domain = await create.mutateAsync({ domain: value });
      toast.success(`${domain.domain} added`, "Publish its DNS records at your DNS provider, then click Verify now.");
      onDone();
    } catch (error) {
      showSubmitErrors(error, labels, setErrors, setFormError);
    }
  };

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
        hint={
          storedAs
            ? `Added as ${storedAs}.`
            : "What comes after the @ in your From address, such as acme.com. A subdomain like mail.acme.com works too."
        }
      />
      <DialogFormActions onCancel={onDone} pending={create.isPending} submitLabel="Add domain" />
    </form>
  );
}
