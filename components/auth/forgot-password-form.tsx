"use client";

import { ArrowLeft, MailCheck } from "lucide-react";
import Link from "next/link";
import { useTranslations } from "next-intl";
import { useState, type FormEvent } from "react";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { EmailField } from "./email-field";
import { apiRequest, errorMessageOf } from "@/lib/queries/api-client";
import { AuthCard, authLinkClasses } from "./auth-card";
import { AuthStatus } from "./auth-status";
import { formFieldErrors } from "@/components/forms/field-errors";

function BackToSignIn() {
  const t = useTranslations("auth.forgot");
  return (
    <Link href="/sign-in" className={`inline-flex items-center gap-1.5 ${authLinkClasses}`}>
      <ArrowLeft aria-hidden className="size-4" />
      {t("back")}
    </Link>
  );
}

const backToSignIn = <BackToSignIn />;

export function ForgotPasswordForm() {
  const t = useTranslations("auth.forgot");
  const [email, setEmail] = useState("");
  const [emailError, setEmailError] = useState<string | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const [sentTo, setSentTo] = useState<string | null>(null);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setFormError(null);
    if (!email.trim()) {
      setEmailError(t("emailMissing"));
      return;
    }
    setEmailError(null);
    setPending(true);
    try {
      await apiRequest("/auth/password-reset", { method: "POST", json: { email: email.trim() } });
      setSentTo(email.trim());
    } catch (error) {
      const fieldError = formFieldErrors(error, { email: t("email") }).email;
      if (fieldError) setEmailError(fieldError);
      else setFormError(errorMessageOf(error));
    } finally {
      setPending(false);
    }
  };

  if (sentTo) {
    return (
      <AuthStatus
        tone="brand"
        icon={<MailCheck aria-hidden />}
        title={t("sentTitle")}
        footer={backToSignIn}
        action={
          <Button variant="secondary" className="w-full" onClick={() => setSentTo(null)}>
            {t("differentEmail")}
          </Button>
        }
      >
        <p>
          {t.rich("sentBody", {
            email: sentTo,
            strong: (chunks) => <span className="font-medium text-slate-900">{chunks}</span>,
          })}
        </p>
        <p className="mt-3 text-slate-500">{t("nothingArrived")}</p>
      </AuthStatus>
    );
  }

  return (
    <AuthCard title={t("title")} description={t("description")} footer={backToSignIn}>
      <form onSubmit={onSubmit} noValidate className="flex flex-col gap-5">
        {formError ? <Alert tone="error">{formError}</Alert> : null}
        <EmailField
          label={t("email")}
          autoFocus
          placeholder={t("emailPlaceholder")}
          value={email}
          onChange={setEmail}
          error={emailError}
        />
        <Button type="submit" className="w-full" pending={pending}>
          {t("submit")}
        </Button>
      </form>
    </AuthCard>
  );
}
