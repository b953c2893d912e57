"use client";

import QRCode from "qrcode";
import { ShieldCheck } from "lucide-react";
import { useTranslations } from "next-intl";
import { useEffect, useState, type FormEvent } from "react";
import { Alert } from "@/components/ui/alert";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { CopyButton } from "@/components/ui/copy-button";
import { TextField } from "@/components/ui/input";
import { useToast } from "@/components/ui/toast";
import { errorMessageOf } from "@/lib/queries/api-client";
import {
  useDisableTwoFactor,
  useEnableTwoFactor,
  useSetupTwoFactor,
  type Me,
  type TwoFactorSetup,
} from "@/lib/queries/security";
import { SettingsSection } from "./settings-section";

/** Two-factor sign-in: set up with a QR code, confirm a code, keep the recovery codes (shown once). */
export function TwoFactorSettings({ me }: { me: Me }) {
  const t = useTranslations("security.twoFactor");
  const [recoveryCodes, setRecoveryCodes] = useState<string[] | null>(null);
  const enabled = me.twoFactorEnabled;
  return (
    <SettingsSection
      title={t("title")}
      description={t("description")}
      actions={enabled ? <Badge tone="success">{t("on")}</Badge> : <Badge>{t("off")}</Badge>}
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
  const t = useTranslations("security.twoFactor");
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
      setError(errorMessageOf(failure) === "Invalid two-factor code" ? t("codeMismatch") : errorMessageOf(failure));
    }
  };

  if (!pending) {
    return (
      <div className="flex flex-col items-start gap-3">
        {error ? <Alert tone="error">{error}</Alert> : null}
        <p className="text-sm text-slate-600">{t("intro")}</p>
        <Button onClick={start} pending={setup.isPending}>
          <ShieldCheck aria-hidden />
          {t("setUp")}
        </Button>
      </div>
    );
  }

  return (
    <div className="flex flex-col gap-6 md:flex-row md:items-start">
      <div className="flex shrink-0 flex-col items-center gap-2">
        {qr ? (
          // biome-ignore lint/performance/noImgElement: a data: URL generated in the browser; next/image has nothing to optimise
          <img src={qr} alt={t("qrAlt")} width={192} height={192} className="rounded-lg ring-1 ring-slate-200" />
        ) : (
          <div className="size-48 rounded-lg bg-slate-100" />
        )}
      </div>
      <form onSubmit={confirm} noValidate className="flex max-w-md flex-col gap-4">
        <ol className="list-decimal space-y-1 pl-5 text-sm text-slate-700">
          <li>{t("scan")}</li>
          <li>{t("typeKey")}</li>
        </ol>
        <div className="flex items-center gap-2">
          <code
            data-testid="totp-secret"
            className="rounded-md bg-slate-100 px-2 py-1 font-mono text-sm break-all text-slate-800"
          >
            {pending.secret}
          </code>
          <CopyButton value={pending.secret} label={t("copyKey")} compact />
        </div>
        <TextField
          label={t("code")}
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
            {t("turnOn")}
          </Button>
        </div>
      </form>
    </div>
  );
}

function RecoveryCodes({ codes, onDone }: { codes: string[]; onDone: () => void }) {
  const t = useTranslations("security.twoFactor");
  const text = codes.join("\n");
  return (
    <div className="flex max-w-xl flex-col gap-4">
      <Alert tone="success" title={t("enabled")}>
        {t("saveCodes")}
      </Alert>
      <ul
        aria-label={t("recoveryCodes")}
        className="grid grid-cols-2 gap-2 rounded-lg bg-slate-50 p-4 font-mono text-sm text-slate-800 ring-1 ring-slate-200 sm:grid-cols-5"
      >
        {codes.map((code) => (
          <li key={code}>{code}</li>
        ))}
      </ul>
      <div className="flex gap-2">
        <CopyButton value={text} label={t("copyCodes")} />
        <Button variant="secondary" onClick={onDone}>
          {t("savedCodes")}
        </Button>
      </div>
    </div>
  );
}

function DisableTwoFactor() {
  const t = useTranslations("security.twoFactor");
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
      toast.success(t("disabled"), t("disabledDetail"));
    } catch (failure) {
      setError(errorMessageOf(failure) === "Invalid two-factor code" ? t("disableMismatch") : errorMessageOf(failure));
    }
  };

  return (
    <form onSubmit={onSubmit} noValidate className="flex max-w-md flex-col gap-4">
      <p className="text-sm text-slate-600">{t("disableIntro")}</p>
      <TextField
        label={t("disableCode")}
        name="disable-code"
        autoComplete="one-time-code"
        value={code}
        onChange={(event) => setCode(event.target.value)}
        error={error}
      />
      <div>
        <Button type="submit" variant="danger" pending={disable.isPending} disabled={!code.trim()}>
          {t("turnOff")}
        </Button>
      </div>
    </form>
  );
}
