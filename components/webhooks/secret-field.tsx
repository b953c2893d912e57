"use client";

import { Eye, EyeOff, RefreshCw } from "lucide-react";
import { useTranslations } from "next-intl";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { CopyButton } from "@/components/ui/copy-button";
import { Field, Input } from "@/components/ui/input";

type SecretFieldProps = {
  value: string;
  onChange: (value: string) => void;
  onRegenerate: () => void;
  error?: string;
  hint?: string;
  label?: string;
};

/** The signing secret: hidden until revealed, copyable, editable, and regenerated in one click. */
export function SecretField({ value, onChange, onRegenerate, error, hint, label }: SecretFieldProps) {
  const t = useTranslations("webhooks");
  const [revealed, setRevealed] = useState(false);
  return (
    <Field label={label ?? t("dialog.labels.secret")} error={error} hint={hint}>
      {(control) => (
        <div className="flex flex-col gap-2 sm:flex-row">
          <div className="relative min-w-0 flex-1">
            <Input
              {...control}
              name="secret"
              type={revealed ? "text" : "password"}
              value={value}
              onChange={(event) => onChange(event.target.value)}
              autoComplete="off"
              spellCheck={false}
              className="pr-10 font-mono text-[13px]"
            />
            <button
              type="button"
              onClick={() => setRevealed((shown) => !shown)}
              aria-label={revealed ? t("secret.hide") : t("secret.reveal")}
              title={revealed ? t("secret.hideShort") : t("secret.revealShort")}
              className="absolute inset-y-0 right-0 flex w-10 items-center justify-center rounded-r-lg text-slate-400 hover:text-slate-700"
            >
              {revealed ? <EyeOff aria-hidden className="size-4" /> : <Eye aria-hidden className="size-4" />}
            </button>
          </div>
          <div className="flex gap-2">
            <CopyButton value={value} label={t("secret.copy")} />
            <Button
              variant="secondary"
              onClick={onRegenerate}
              aria-label={t("secret.generate")}
              title={t("secret.generate")}
            >
              <RefreshCw aria-hidden />
              <span className="sm:hidden">{t("secret.newShort")}</span>
            </Button>
          </div>
        </div>
      )}
    </Field>
  );
}
