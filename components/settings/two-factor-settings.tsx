"use client";

import QRCode from "qrcode";
import { ShieldCheck } from "lucide-react";
import { useEffect, useState, type FormEvent } from "react";
import { Alert } from "@/components/ui/alert";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { CopyButton } from "@/components/ui/copy-button";
import { TextField } from "@/components/ui/input";
import { useToast } from "@/components/ui/toast";
import { errorMessageOf } from "@/lib/queries/api-client";
import { useDisableTwoFactor, useEnableTwoFactor, useSetupTwoFactor, type Me, type TwoFactorSetup } from "@/lib/queries/security";
import { SettingsSection } from "./settings-section";

/** Two-factor sign-in: set up with a QR code, confirm a code, keep the recovery codes (shown once). */
export function TwoFactorSettings({ me }: { me: Me }) {
  const [recoveryCodes, setRecoveryCodes] = useState<string[] | null>(null);
  const enabled = me.twoFactorEnabled;
  return (
    <SettingsSection
      title="Two-factor sign-in"
      description="After your password, Sendwell asks for a 6-digit code from an authenticator app (1Password, Google Authenticator, Authy...)."
      actions={enabled ? <Badge tone="success">On</Badge> : <Badge>Off</Badge>}
    >
      {recoveryCodes ? (
        <RecoveryCodes codes={recoveryCodes} onDone={() => setRecoveryCodes(null)} />
      ) : enabled ? (
        <DisableTwoFactor />
      ) : (
        <SetUpTwoFactor onEnabled={setRecoveryCodes} />
      )}
    </SettingsSection>
  );
}

function SetUpTwoFactor({ onEnabled }: { onEnabled: (codes: string[]) => void }) {
  const setup = useSetupTwoFactor();
  const enable = useEnableTwoFactor();
  const [pending, setPending] = useState<TwoFactorSetup | null>(null);
  const [qr, setQr] = useState<string | null>(null);
  const [code, setCode] = useState("");
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    if (!pending) return;
    // Drawn in the browser: the secret never leaves for a QR service.
    void QRCode.toDataURL(pending.otpauthUrl, { margin: 1, width: 192 }).then(setQr);
  }, [pending]);

  const start = async () => {
    setError(null);
    try {
      setPending(await setup.mutateAsync());
    } catch (failure) {
      setError(errorMessageOf(failure));
    }
  };

  const confirm = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setError(null);
    try {
      onEnabled((await enable.mutateAsync(code)).recoveryCodes);
    } catch (failure) {
      setError(errorMessageOf(failure) === "Invalid two-factor code" ? "That code didn't match. Enter the current code from your app." : errorMessageOf(failure));
    }
  };

  if (!pending) {
    return (
      <div className="flex flex-col items-start gap-3">
        {error ? <Alert tone="error">{error}</Alert> : null}
        <p className="text-sm text-slate-600">Protect your account even if your password leaks.</p>
        <Button onClick={start} pending={setup.isPending}>
          <ShieldCheck aria-hidden />
          Set up two-factor sign-in
        </Button>
      </div>
    );
  }

  return (
    <div className="flex flex-col gap-6 md:flex-row md:items-start">
      <div className="flex shrink-0 flex-col items-center gap-2">
        {qr ? <img src={qr} alt="QR code to scan with your authenticator app" width={192} height={192} className="rounded-lg ring-1 ring-slate-200" /> : <div className="size-48 rounded-lg bg-slate-100" />}
      </div>
      <form onSubmit={confirm} noValidate className="flex max-w-md flex-col gap-4">
        <ol className="list-decimal space-y-1 pl-5 text-sm text-slate-700">
          <li>Scan the QR code with your authenticator app.</li>
          <li>Or type this key into it:</li>
        </ol>
        <div className="flex items-center gap-2">
          <code data-testid="totp-secret" className="rounded-md bg-slate-100 px-2 py-1 font-mono text-sm break-all text-slate-800">
            {pending.secret}
          </code>
          <CopyButton value={pending.secret} label="Copy setup key" compact />
        </div>
        <TextField
          label="6-digit code from the app"
          name="code"
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={6}
          value={code}
          onChange={(event) => setCode(event.target.value.replace(/\D/g, ""))}
          error={error}
        />
        <div>
          <Button type="submit" pending={enable.isPending} disabled={code.length !== 6}>
            Turn on
          </Button>
        </div>
      </form>
    </div>
  );
}

function RecoveryCodes({ codes, onDone }: { codes: string[]; onDone: () => void }) {
  const text = codes.join("\n");
  return (
    <div className="flex max-w-xl flex-col gap-4">
      <Alert tone="success" title="Two-factor sign-in is on">
        Save these recovery codes somewhere safe. Each one signs you in once if you lose your phone. They are shown only now.
      </Alert>
      <ul aria-label="Recovery codes" className="grid grid-cols-2 gap-2 rounded-lg bg-slate-50 p-4 font-mono text-sm text-slate-800 ring-1 ring-slate-200 sm:grid-cols-5">
        {codes.map((code) => (
          <li key={code}>{code}</li>
        ))}
      </ul>
      <div className="flex gap-2">
        <CopyButton value={text} label="Copy recovery codes" />
        <Button variant="secondary" onClick={onDone}>
          I&apos;ve saved them
        </Button>
      </div>
    </div>
  );
}

function DisableTwoFactor() {
  const disable = useDisableTwoFactor();
  const toast = useToast();
  const [code, setCode] = useState("");
  const [error, setError] = useState<string | null>(null);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setError(null);
    try {
      await disable.mutateAsync(code);
      setCode("");
      toast.success("Two-factor sign-in is off", "Sign-in now asks only for your password.");
    } catch (failure) {
      setError(errorMessageOf(failure) === "Invalid two-factor code" ? "That code didn't match." : errorMessageOf(failure));
    }
  };

  return (
    <form onSubmit={onSubmit} noValidate className="flex max-w-md flex-col gap-4">
      <p className="text-sm text-slate-600">To turn it off, enter a current code from your app or one of your recovery codes.</p>
      <TextField label="Code" name="disable-code" autoComplete="one-time-code" value={code} onChange={(event) => setCode(event.target.value)} error={error} />
      <div>
        <Button type="submit" variant="danger" pending={disable.isPending} disabled={!code.trim()}>
          Turn off two-factor sign-in
        </Button>
      </div>
    </form>
  );
}
