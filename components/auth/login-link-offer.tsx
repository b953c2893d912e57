"use client";

import { MailCheck } from "lucide-react";
import { useTranslations } from "next-intl";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { apiRequest, errorMessageOf } from "@/lib/queries/api-client";

/**
 * Offered under the sign-in form after a refused sign-in: a one-time link by email that signs in
 * even while the account is held back after failed attempts (docs/contract.md section 25). The
 * answer is the same for any address, so this never tells whether an account exists.
 */
export function LoginLinkOffer({ email }: { email: string }) {
  const t = useTranslations("auth.loginLink");
  const [pending, setPending] = useState(false);
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);

  const send = async () => {
    setPending(true);
    setError(null);
    try {
      await apiRequest("/auth/login-link", { method: "POST", json: { email: email.trim() } });
      setSentTo(email.trim());
    } catch (failure) {
      setError(errorMessageOf(failure));
    } finally {
      setPending(false);
    }
  };

  return (
    <div
      className="mt-6 rounded-lg bg-slate-50 p-4 text-sm text-slate-700 ring-1 ring-slate-200"
      data-testid="login-link-offer"
    >
      {sentTo ? (
        <p className="flex gap-2" role="status">
          <MailCheck aria-hidden className="mt-0.5 size-4 shrink-0 text-brand-600" />
          <span>{t("sent", { email: sentTo })}</span>
        </p>
      ) : (
        <>
          <p>{t("offer")}</p>
          {error ? <p className="mt-2 text-red-700">{error}</p> : null}
          <Button
            variant="secondary"
            className="mt-3 w-full"
            pending={pending}
            disabled={!email.trim()}
            onClick={() => void send()}
          >
            {t("send")}
          </Button>
        </>
      )}
    </div>
  );
}
