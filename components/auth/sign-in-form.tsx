"use client";

import Link from "next/link";
import { useState, type FormEvent } from "react";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { TextField } from "@/components/ui/input";
import { authLinkClasses } from "./auth-card";
import { GoogleButton, OrDivider } from "./google-button";
import { PasswordField } from "./password-field";
import { signInFailureMessages, signInWithCredentials } from "./sign-in-with-credentials";

type SignInFormProps = {
  callbackUrl: string;
  googleEnabled: boolean;
  /** `?error=` set by Auth.js when a Google sign-in was refused or failed. */
  redirectError: string | null;
};

function redirectErrorMessage(error: string | null) {
  if (!error) return null;
  if (error === "AccessDenied") return "We couldn't sign you in with Google. Use a verified Google account, or sign in with your email and password.";
  if (error === "CredentialsSignin") return signInFailureMessages.invalid;
  return "Something went wrong while signing you in. Please try again.";
}

export function SignInForm({ callbackUrl, googleEnabled, redirectError }: SignInFormProps) {
  const [email, setEmail] = useState("");
  const [password, setPassword] = useState("");
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(() => redirectErrorMessage(redirectError));
  // Two-factor sign-in: the password was right, and the same form now asks for a code.
  const [askingCode, setAskingCode] = useState(false);
  const [code, setCode] = useState("");

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
      setError(signInFailureMessages[failure]);
      setPending(false);
    }
  };

  if (askingCode) {
    return (
      <form onSubmit={onSubmit} className="flex flex-col gap-5" aria-label="Two-factor sign-in">
        {error ? <Alert tone="error">{error}</Alert> : null}
        <p className="text-center text-sm text-slate-600">Open your authenticator app and enter the 6-digit code for Sendwell. No phone? Use one of your recovery codes.</p>
        <TextField
          label="Authentication code"
          name="code"
          autoComplete="one-time-code"
          required
          autoFocus
          value={code}
          onChange={(event) => setCode(event.target.value)}
          placeholder="123456"
        />
        <Button type="submit" className="w-full" pending={pending} disabled={!code.trim()}>
          Verify and sign in
        </Button>
        <button
          type="button"
          className={`text-sm ${authLinkClasses}`}
          onClick={() => {
            setAskingCode(false);
            setCode("");
            setError(null);
          }}
        >
          Use a different account
        </button>
      </form>
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
        <TextField
          label="Email"
          name="email"
          type="email"
          autoComplete="email"
          inputMode="email"
          required
          autoFocus
          value={email}
          onChange={(event) => setEmail(event.target.value)}
          placeholder="you@company.com"
        />
        <PasswordField
          label="Password"
          name="password"
          autoComplete="current-password"
          required
          value={password}
          onChange={setPassword}
          labelAside={
            <Link href="/forgot-password" className={`text-[13px] ${authLinkClasses}`}>
              Forgot password?
            </Link>
          }
        />
        <Button type="submit" className="mt-1 w-full" pending={pending}>
          Sign in
        </Button>
      </form>
    </div>
  );
}
