"use client";

import { ArrowLeft, MailCheck } from "lucide-react";
import Link from "next/link";
import { useState, type FormEvent } from "react";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { TextField } from "@/components/ui/input";
import { apiRequest, errorMessageOf } from "@/lib/queries/api-client";
import { AuthCard, authLinkClasses } from "./auth-card";
import { AuthStatus } from "./auth-status";
import { formFieldErrors } from "@/components/forms/field-errors";

const backToSignIn = (
  <Link href="/sign-in" className={`inline-flex items-center gap-1.5 ${authLinkClasses}`}>
    <ArrowLeft aria-hidden className="size-4" />
    Back to sign in
  </Link>
);

export function ForgotPasswordForm() {
  const [email, setEmail] = useState("");
  const [emailError, setEmailError] = useState<string | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const [sentTo, setSentTo] = useState<string | null>(null);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setFormError(null);
    if (!email.trim()) {
      setEmailError("Enter the email address you sign in with");
      return;
    }
    setEmailError(null);
    setPending(true);
    try {
      await apiRequest("/auth/password-reset", { method: "POST", json: { email: email.trim() } });
      setSentTo(email.trim());
    } catch (error) {
      const fieldError = formFieldErrors(error, { email: "Email" }).email;
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
        title="Check your email"
        footer={backToSignIn}
        action={
          <Button variant="secondary" className="w-full" onClick={() => setSentTo(null)}>
            Use a different email
          </Button>
        }
      >
        <p>
          If an account exists for that address, we&apos;ve emailed a reset link to{" "}
          <span className="font-medium text-slate-900">{sentTo}</span>. The link works once and expires in 1 hour.
        </p>
        <p className="mt-3 text-slate-500">Nothing arrived? Check your spam folder, or try again in a few minutes.</p>
      </AuthStatus>
    );
  }

  return (
    <AuthCard
      title="Forgot your password?"
      description="Enter the email you sign in with and we'll send you a link to choose a new one."
      footer={backToSignIn}
    >
      <form onSubmit={onSubmit} noValidate className="flex flex-col gap-5">
        {formError ? <Alert tone="error">{formError}</Alert> : null}
        <TextField
          label="Email"
          name="email"
          type="email"
          autoComplete="email"
          inputMode="email"
          autoFocus
          placeholder="you@company.com"
          value={email}
          onChange={(event) => setEmail(event.target.value)}
          error={emailError}
        />
        <Button type="submit" className="w-full" pending={pending}>
          Send reset link
        </Button>
      </form>
    </AuthCard>
  );
}

