"use client";

import { Link2Off } from "lucide-react";
import Link from "next/link";
import { useTranslations } from "next-intl";
import { useEffect, useRef, useState, type FormEvent } from "react";
import { Alert } from "@/components/ui/alert";
import { AuthCard, authLinkClasses } from "./auth-card";
import { AuthStatus } from "./auth-status";
import { signInWithCredentials } from "./sign-in-with-credentials";
import { TwoFactorCodeForm } from "./two-factor-code-form";

type Stage = "signing-in" | "code" | "invalid";

/** /sign-in/link: signs in with the emailed link's token, asking for the second factor when 2FA is on. */
export function LoginLinkSignIn({ token, callbackUrl }: { token: string; callbackUrl: string }) {
  const t = useTranslations("auth.loginLink");
  const signInWords = useTranslations("auth.signIn");
  const [stage, setStage] = useState<Stage>(token ? "signing-in" : "invalid");
  const [code, setCode] = useState("");
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const started = useRef(false);

  useEffect(() => {
    // Once: the link is spent by the first attempt (React runs effects twice in development).
    if (!token || started.current) return;
    started.current = true;
    void signInWithCredentials({ loginLink: token }, callbackUrl).then((failure) => {
      if (failure === "mfa_required") setStage("code");
      else if (failure === "invalid") setStage("invalid");
      else if (failure) setError(signInWords(`failures.${failure}`));
    });
  }, [token, callbackUrl, signInWords]);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setPending(true);
    setError(null);
    const failure = await signInWithCredentials({ loginLink: token, code }, callbackUrl);
    if (failure === "invalid") setStage("invalid");
    else if (failure) setError(signInWords(`failures.${failure}`));
    if (failure) setPending(false);
  };

  const backToSignIn = (
    <Link href="/sign-in" className={authLinkClasses}>
      {t("backToSignIn")}
    </Link>
  );

  if (stage === "invalid")
    return (
      <AuthStatus tone="warning" icon={<Link2Off aria-hidden />} title={t("invalidTitle")} footer={backToSignIn}>
        <p>{t("invalidBody")}</p>
      </AuthStatus>
    );

  if (stage === "code")
    return (
      <AuthCard title={t("title")} description={signInWords("twoFactorHint")} footer={backToSignIn}>
        <TwoFactorCodeForm code={code} onCode={setCode} onSubmit={onSubmit} pending={pending} error={error} />
      </AuthCard>
    );

  return (
    <AuthCard title={t("title")} footer={backToSignIn}>
      {error ? (
        <Alert tone="error">{error}</Alert>
      ) : (
        <p className="text-center text-sm text-slate-600">{t("signingIn")}</p>
      )}
    </AuthCard>
  );
}
