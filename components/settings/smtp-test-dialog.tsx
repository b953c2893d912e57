"use client";

import { useTranslations } from "next-intl";
import { useState } from "react";
import { formFieldErrors } from "@/components/forms/field-errors";
import { useToast } from "@/components/ui/toast";
import { useSendSmtpTest, type SmtpConfig } from "@/lib/queries/smtp";
import { SmtpProblemAlert } from "./smtp-problem-alert";
import { smtpProblemOf, type SmtpProblem } from "./smtp-stage";
import { TestSendDialog, TestSendForm } from "./test-send-form";

/** Sends a short test email through one config, to an address of the person's choosing. */
export function SmtpTestDialog({ config, onClose }: { config: SmtpConfig | null; onClose: () => void }) {
  const t = useTranslations("smtp.test");
  return (
    <TestSendDialog
      item={config}
      onClose={onClose}
      title={t("title")}
      description={(item) => t("description", { from: item.fromEmail, name: item.name })}
    >
      {(item) => <SmtpTestForm config={item} onDone={onClose} />}
    </TestSendDialog>
  );
}

function SmtpTestForm({ config, onDone }: { config: SmtpConfig; onDone: () => void }) {
  const t = useTranslations("smtp.test");
  const tp = useTranslations("smtp.problems");
  const send = useSendSmtpTest();
  const toast = useToast();
  const [problem, setProblem] = useState<SmtpProblem | null>(null);

  const onSend = async (to: string) => {
    try {
      await send.mutateAsync({ id: config.id, to });
      toast.success(t("sent"), t("sentDetail", { to }));
      onDone();
    } catch (failure) {
      const fieldError = formFieldErrors(failure, { to: t("address") }).to;
      if (fieldError) return fieldError;
      setProblem(smtpProblemOf(failure, tp));
    }
  };

  return (
    <TestSendForm
      namespace="smtp.test"
      placeholder="you@yourcompany.com"
      pending={send.isPending}
      onSubmitting={() => setProblem(null)}
      send={onSend}
      onCancel={onDone}
      alert={problem ? <SmtpProblemAlert problem={problem} /> : null}
    />
  );
}
