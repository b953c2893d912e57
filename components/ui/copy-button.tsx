"use client";

import { Check, Copy } from "lucide-react";
import { useEffect, useState } from "react";
import { Button } from "./button";

type CopyButtonProps = {
  value: string;
  /** What is copied, for the accessible name ("Copy API key"). */
  label: string;
  onCopied?: () => void;
  variant?: "primary" | "secondary";
};

/** Copies a value to the clipboard and says so for two seconds. */
export function CopyButton({ value, label, onCopied, variant = "secondary" }: CopyButtonProps) {
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
    <Button variant={variant} onClick={copy} aria-label={copied ? "Copied" : label}>
      {copied ? <Check aria-hidden /> : <Copy aria-hidden />}
      <span aria-live="polite">{copied ? "Copied" : failed ? "Copy failed: select it" : "Copy"}</span>
    </Button>
  );
}
