"use client";

import { CircleCheck, Link2Off } from "lucide-react";
import Link from "next/link";
import { useState, type FormEvent } from "react";
import { Alert } from "@/components/ui/alert";
import { Button, ButtonLink } from "@/components/ui/button";
import { apiRequest, errorMessageOf, fieldErrorsOf } from "@/lib/queries/api-client";
import { AuthCard, authLinkClasses } from "./auth-card";
import { AuthStatus } from "./auth-status";
import { formFieldErrors } from "@/components/forms/field-errors";
import { PasswordField } from "./password-field";
import { MIN_PASSWORD_LENGTH } from "./password-strength";

function InvalidLink() {
  return (
    <AuthStatus
      tone="warning"
      icon={<Link2Off aria-hidden />}
      title="This reset link can't be used"
      action={
        <ButtonLink href="/forgot-password" className="w-full">
          Request a new link
        </ButtonLink>
      }
    >
      Reset links work once and expire after 1 hour. Request a new one and use the latest email we send you.
    </AuthStatus>
  );
}

export function ResetPasswordForm({ token }: { token: string | null }) {
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
        title="Password changed"
        action={
          <ButtonLink href="/sign-in" className="w-full">
            Sign in with your new password
          </ButtonLink>
        }
      >
        Your password has been updated and you&apos;ve been signed out on every device, for your security.
      </AuthStatus>
    );
  }

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setFormError(null);
    const invalid: typeof errors = {};
    if (password.length < MIN_PASSWORD_LENGTH) invalid.password = `Password must be at least ${MIN_PASSWORD_LENGTH} characters`;
    if (confirmation !== password) invalid.confirmation = "The passwords don't match";
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
      const fieldErrors = formFieldErrors(error, { password: "Password" });
      setErrors(fieldErrors);
      if (!fieldErrors.password) setFormError(errorMessageOf(error));
      setPending(false);
    }
  };

  return (
    <AuthCard
      title="Choose a new password"
      description="Pick a password you don't use anywhere else."
      footer={
        <Link href="/sign-in" className={authLinkClasses}>
          Back to sign in
        </Link>
      }
    >
      <form onSubmit={onSubmit} noValidate className="flex flex-col gap-5">
        {formError ? <Alert tone="warning">{formError}</Alert> : null}
        <PasswordField
          label="New password"
          name="password"
          autoComplete="new-password"
          autoFocus
          value={password}
          onChange={setPassword}
          error={errors.password}
          showStrength
        />
        <PasswordField
          label="Confirm new password"
          name="confirmation"
          autoComplete="new-password"
          value={confirmation}
          onChange={setConfirmation}
          error={errors.confirmation}
        />
        <Button type="submit" className="w-full" pending={pending}>
          Update password
        </Button>
      </form>
    </AuthCard>
  );
}
