"use client";

import { useTranslations } from "next-intl";
import { CircleCheck, Link2Off } from "lucide-react";
import Link from "next/link";
import { useState, type FormEvent } from "react";
import { Alert } from "@/components/ui/alert";
import { Button, ButtonLink } from "@/components/ui/button";
import { apiRequest, errorMessageOf, fieldErrorsOf } from "@/lib/queries/api-client";
import { AuthCard, authLinkClasses } from "./auth-card";
import { AuthStatus } from "./auth-status";
import { formFieldErrors } from "@/components/forms/field-errors";
import { NewPasswordField, PasswordField } from "./password-field";
import { MIN_PASSWORD_LENGTH } from "./password-strength";

function InvalidLink() {
  const t = useTranslations("auth.reset");
  return (
    <AuthStatus
      tone="warning"
      icon={<Link2Off aria-hidden />}
      title={t("invalidTitle")}
      action={
        <ButtonLink href="/forgot-password" className="w-full">
          {t("requestNew")}
        </ButtonLink>
      }
    >
      {t("invalidBody")}
    </AuthStatus>
  );
}

export function ResetPasswordForm({ token }: { token: string | null }) {
  const t = useTranslations("auth");
  const [password, setPassword] = useState("");
  const [confirmation, setConfirmation] = useState("");
  const [errors, setErrors] = useState<{ password?: string; confirmation?: string }>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const [state, setState] = useState<"form" | "done" | "invalid">(token ? "form" : "invalid");

  if (state === "invalid") return <InvalidLink />;
  if (state === "done") {
    return (
      <AuthStatus
        tone="success"
        icon={<CircleCheck aria-hidden />}
        title={t("reset.doneTitle")}
        action={
          <ButtonLink href="/sign-in" className="w-full">
            {t("reset.signInNew")}
          </ButtonLink>
        }
      >
        {t("reset.doneBody")}
      </AuthStatus>
    );
  }

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setFormError(null);
    const invalid: typeof errors = {};
    if (password.length < MIN_PASSWORD_LENGTH) invalid.password = t("password.minLength", { min: MIN_PASSWORD_LENGTH });
    if (confirmation !== password) invalid.confirmation = t("reset.noMatch");
    setErrors(invalid);
    if (Object.keys(invalid).length > 0) return;

    setPending(true);
    try {
      await apiRequest("/auth/password-reset/confirm", { method: "POST", json: { token, password } });
      setState("done");
    } catch (error) {
      if (fieldErrorsOf(error).token) {
        setState("invalid");
        return;
      }
      const fieldErrors = formFieldErrors(error, { password: t("reset.password") });
      setErrors(fieldErrors);
      if (!fieldErrors.password) setFormError(errorMessageOf(error));
      setPending(false);
    }
  };

  return (
    <AuthCard
      title={t("reset.title")}
      description={t("reset.description")}
      footer={
        <Link href="/sign-in" className={authLinkClasses}>
          {t("reset.back")}
        </Link>
      }
    >
      <form onSubmit={onSubmit} noValidate className="flex flex-col gap-5">
        {formError ? <Alert tone="warning">{formError}</Alert> : null}
        <NewPasswordField
          label={t("reset.newPassword")}
          name="password"
          autoFocus
          value={password}
          onChange={setPassword}
          error={errors.password}
        />
        <PasswordField
          label={t("reset.confirm")}
          name="confirmation"
          autoComplete="new-password"
          value={confirmation}
          onChange={setConfirmation}
          error={errors.confirmation}
        />
        <Button type="submit" className="w-full" pending={pending}>
          {t("reset.submit")}
        </Button>
      </form>
    </AuthCard>
  );
}
