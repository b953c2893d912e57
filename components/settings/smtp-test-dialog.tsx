"use client";

import { useSession } from "next-auth/react";
import { useTranslations } from "next-intl";
import { useState, type FormEvent } from "react";
import { formFieldErrors } from "@/components/forms/field-errors";
import { Button } from "@/components/ui/button";
import { Dialog, DialogActions } from "@/components/ui/dialog";
import { TextField } from "@/components/ui/input";
import { useToast } from "@/components/ui/toast";
import { useSendSmtpTest, type SmtpConfig } from "@/lib/queries/smtp";
import { SmtpProblemAlert } from "./smtp-problem-alert";
import { smtpProblemOf, type SmtpProblem } from "./smtp-stage";

/** Sends a short test email through one config, to an address of the person's choosing. */
export function SmtpTestDialog({ config, onClose }: { config: SmtpConfig | null; onClose: () => void }) {
  const t = useTranslations("smtp.test");
  return (
    <Dialog
      open={config !== null}
      onClose={onClose}
      title={t("title")}
      description={config ? t("description", { from: config.fromEmail, name: config.name }) : undefined}
    >
      {config ? <SmtpTestForm key={config.id} config={config} onDone={onClose} /> : null}
    </Dialog>
  );
}

function SmtpTestForm({ config, onDone }: { config: SmtpConfig; onDone: () => void }) {
  const t = useTranslations("smtp.test");
  const tp = useTranslations("smtp.problems");
  const { data: session } = useSession();
  const send = useSendSmtpTest();
  const toast = useToast();
  const [to, setTo] = useState(session?.user.email ?? "");
  const [error, setError] = useState<string | null>(null);
  const [problem, setProblem] = useState<SmtpProblem | null>(null);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setProblem(null);
    if (!to.trim()) return setError(t("toRequired"));
    try {
      await send.mutateAsync({ id: config.id, to: to.trim() });
      toast.success(t("sent"), t("sentDetail", { to: to.trim() }));
      onDone();
    } catch (failure) {
      const fieldError = formFieldErrors(failure, { to: t("address") }).to;
      if (fieldError) setError(fieldError);
      else setProblem(smtpProblemOf(failure, tp));
    }
  };

  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-5">
      {problem ? <SmtpProblemAlert problem={problem} /> : null}
      <TextField
        label={t("to")}
        name="to"
        type="email"
        autoFocus
        placeholder="you@yourcompany.com"
        value={to}
        onChange={(event) => {
          setTo(event.target.value);
          setError(null);
        }}
        error={error}
      />
      <DialogActions>
        <Button variant="secondary" onClick={onDone} disabled={send.isPending}>
          {t("cancel")}
        </Button>
        <Button type="submit" pending={send.isPending}>
          {t("submit")}
        </Button>
      </DialogActions>
    </form>
  );
}
