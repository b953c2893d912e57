"use client";

import { Check, Copy } from "lucide-react";
import { useTranslations } from "next-intl";
import { useEffect, useState } from "react";
import { Button } from "./button";

type CopyButtonProps = {
  value: string;
  /** What is copied, for the accessible name ("Copy API key"). */
  label: string;
  onCopied?: () => void;
  variant?: "primary" | "secondary";
  /** Icon only, small and quiet, for a value in a table cell; the words stay for screen readers. */
  compact?: boolean;
};

/** Copies a value to the clipboard and says so for two seconds. */
export function CopyButton({ value, label, onCopied, variant = "secondary", compact = false }: CopyButtonProps) {
  const t = useTranslations("common");
  const [copied, setCopied] = useState(false);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    if (!copied) return;
    const timer = setTimeout(() => setCopied(false), 2_000);
    return () => clearTimeout(timer);
  }, [copied]);

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(value);
      setFailed(false);
      setCopied(true);
      onCopied?.();
    } catch {
      // Clipboard access can be refused (insecure origin, permissions): the value stays selectable.
      setFailed(true);
    }
  };

  return (
    <Button
      variant={compact ? "ghost" : variant}
      size={compact ? "sm" : undefined}
      className={compact ? "px-2" : undefined}
      onClick={copy}
      aria-label={copied ? t("copied") : label}
      title={compact ? (failed ? t("copyFailed") : label) : undefined}
    >
      {copied ? <Check aria-hidden className={compact ? "text-emerald-600" : undefined} /> : <Copy aria-hidden />}
      <span aria-live="polite" className={compact ? "sr-only" : undefined}>
        {copied ? t("copied") : failed ? t("copyFailed") : t("copy")}
      </span>
    </Button>
  );
}
