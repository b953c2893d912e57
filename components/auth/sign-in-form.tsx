"use client";

import Link from "next/link";
import { useTranslations } from "next-intl";
import { useState, type FormEvent } from "react";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { EmailField } from "./email-field";
import { authLinkClasses } from "./auth-card";
import { GoogleButton, OrDivider } from "./google-button";
import { LoginLinkOffer } from "./login-link-offer";
import { PasswordField } from "./password-field";
import { signInWithCredentials } from "./sign-in-with-credentials";
import { TwoFactorCodeForm } from "./two-factor-code-form";

type SignInFormProps = {
  callbackUrl: string;
  googleEnabled: boolean;
  /** `?error=` set by Auth.js when a Google sign-in was refused or failed. */
  redirectError: string | null;
};

function redirectErrorKey(error: string | null) {
  if (!error) return null;
  if (error === "AccessDenied") return "googleDenied" as const;
  if (error === "CredentialsSignin") return "failures.invalid" as const;
  return "somethingWrong" as const;
}

export function SignInForm({ callbackUrl, googleEnabled, redirectError }: SignInFormProps) {
  const t = useTranslations("auth.signIn");
  const [email, setEmail] = useState("");
  const [password, setPassword] = useState("");
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(() => {
    const key = redirectErrorKey(redirectError);
    return key ? t(key) : null;
  });
  // Two-factor sign-in: the password was right, and the same form now asks for a code.
  const [askingCode, setAskingCode] = useState(false);
  const [code, setCode] = useState("");
  // After a refused sign-in (a wrong password, or the account held back after failed attempts,
  // which answers the same): a one-time link by email signs in past the backoff.
  const [offerLink, setOfferLink] = useState(false);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setPending(true);
    setError(null);
    const failure = await signInWithCredentials({ email, password, ...(askingCode ? { code } : {}) }, callbackUrl);
    // On success the page is already navigating away; keep the button busy until it does.
    if (failure === "mfa_required") {
      setAskingCode(true);
      setPending(false);
    } else if (failure) {
      setError(t(`failures.${failure}`));
      setOfferLink(failure === "invalid" || failure === "rate_limited");
      setPending(false);
    }
  };

  if (askingCode) {
    return (
      <TwoFactorCodeForm
        code={code}
        onCode={setCode}
        onSubmit={onSubmit}
        pending={pending}
        error={error}
        hint={t("twoFactorHint")}
      >
        <button
          type="button"
          className={`text-sm ${authLinkClasses}`}
          onClick={() => {
            setAskingCode(false);
            setCode("");
            setError(null);
          }}
        >
          {t("differentAccount")}
        </button>
      </TwoFactorCodeForm>
    );
  }

  return (
    <div>
      {error ? (
        <Alert tone="error" className="mb-5">
          {error}
        </Alert>
      ) : null}
      {googleEnabled ? (
        <>
          <GoogleButton callbackUrl={callbackUrl} />
          <OrDivider />
        </>
      ) : null}
      <form onSubmit={onSubmit} className="flex flex-col gap-5">
        <EmailField
          label={t("email")}
          required
          autoFocus
          value={email}
          onChange={setEmail}
          placeholder={t("emailPlaceholder")}
        />
        <PasswordField
          label={t("password")}
          name="password"
          autoComplete="current-password"
          required
          value={password}
          onChange={setPassword}
          labelAside={
            <Link href="/forgot-password" className={`text-[13px] ${authLinkClasses}`}>
              {t("forgot")}
            </Link>
          }
        />
        <Button type="submit" className="mt-1 w-full" pending={pending}>
          {t("submit")}
        </Button>
      </form>
      {offerLink ? <LoginLinkOffer email={email} /> : null}
    </div>
  );
}
