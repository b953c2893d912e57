"use client";

import clsx from "clsx";
import { Eye, EyeOff } from "lucide-react";
import { useState, type ComponentProps, type ReactNode } from "react";
import { Field, Input } from "@/components/ui/input";
import { useTranslations } from "next-intl";
import { MIN_PASSWORD_LENGTH, passwordStrength } from "./password-strength";

type PasswordFieldProps = Omit<ComponentProps<"input">, "type" | "id" | "value" | "onChange"> & {
  label: ReactNode;
  value: string;
  onChange: (value: string) => void;
  error?: string | null;
  labelAside?: ReactNode;
  /** A new password: show how strong it is as it is typed. */
  showStrength?: boolean;
};

const meterColors = ["bg-slate-200", "bg-red-500", "bg-amber-500", "bg-emerald-500", "bg-emerald-600"];

/** A password input with a show/hide toggle and, for new passwords, a strength hint. */
export function PasswordField({
  label,
  value,
  onChange,
  error,
  labelAside,
  showStrength = false,
  className,
  ...inputProps
}: PasswordFieldProps) {
  const [visible, setVisible] = useState(false);
  const t = useTranslations("auth.password");
  const strength = passwordStrength(value);
  const verdict = strength.verdict === "empty" ? null : t(strength.verdict);
  const verdictHint = {
    empty: t("atLeast", { min: MIN_PASSWORD_LENGTH }),
    tooShort: t("toGo", { missing: strength.missing }),
    weak: t("weakHint"),
    good: t("goodHint"),
    strong: t("strongHint"),
  }[strength.verdict];
  const hint = showStrength ? (
    <div className="flex flex-col gap-1.5" aria-live="polite">
      <div className="flex gap-1" aria-hidden>
        {[1, 2, 3, 4].map((step) => (
          <span
            key={step}
            className={clsx(
              "h-1 flex-1 rounded-full transition-colors",
              step <= strength.score ? meterColors[strength.score] : "bg-slate-200",
            )}
          />
        ))}
      </div>
      <span>
        {verdict ? <span className="font-medium text-slate-700">{verdict}. </span> : null}
        {verdictHint}
      </span>
    </div>
  ) : undefined;

  return (
    <Field label={label} error={error} hint={hint} labelAside={labelAside} className={className}>
      {(control) => (
        <div className="relative">
          <Input
            {...inputProps}
            {...control}
            type={visible ? "text" : "password"}
            value={value}
            onChange={(event) => onChange(event.target.value)}
            className="pr-11"
          />
          <button
            type="button"
            onClick={() => setVisible((shown) => !shown)}
            aria-label={visible ? t("hide") : t("show")}
            aria-pressed={visible}
            className="absolute inset-y-0 right-0 flex w-10 items-center justify-center rounded-r-lg text-slate-400 transition-colors hover:text-slate-700"
          >
            {visible ? <EyeOff aria-hidden className="size-4" /> : <Eye aria-hidden className="size-4" />}
          </button>
        </div>
      )}
    </Field>
  );
}

/** A password someone chooses (sign-up, reset, invitation, settings): the browser may suggest one, the strength shows. */
export function NewPasswordField(props: Omit<PasswordFieldProps, "autoComplete" | "showStrength">) {
  return <PasswordField autoComplete="new-password" showStrength {...props} />;
}
