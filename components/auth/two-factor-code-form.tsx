"use client";

import { useTranslations } from "next-intl";
import type { FormEvent, ReactNode } from "react";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { TextField } from "@/components/ui/input";

type TwoFactorCodeFormProps = {
  code: string;
  onCode: (code: string) => void;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  pending: boolean;
  error: string | null;
  /** Shown above the field; absent where the page around the form already says it. */
  hint?: string;
  /** Below the button: another way out of the step. */
  children?: ReactNode;
};

/** The second step of a sign-in with two-factor authentication on: the authenticator's code. */
export function TwoFactorCodeForm({ code, onCode, onSubmit, pending, error, hint, children }: TwoFactorCodeFormProps) {
  const t = useTranslations("auth.signIn");
  return (
    <form onSubmit={onSubmit} className="flex flex-col gap-5" aria-label={t("twoFactorLabel")}>
      {error ? <Alert tone="error">{error}</Alert> : null}
      {hint ? <p className="text-center text-sm text-slate-600">{hint}</p> : null}
      <TextField
        label={t("code")}
        name="code"
        autoComplete="one-time-code"
        required
        autoFocus
        value={code}
        onChange={(event) => onCode(event.target.value)}
        placeholder="123456"
      />
      <Button type="submit" className="w-full" pending={pending} disabled={!code.trim()}>
        {t("verify")}
      </Button>
      {children}
    </form>
  );
}
