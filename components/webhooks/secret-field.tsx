"use client";

import { Eye, EyeOff, RefreshCw } from "lucide-react";
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
export function SecretField({ value, onChange, onRegenerate, error, hint, label = "Signing secret" }: SecretFieldProps) {
  const [revealed, setRevealed] = useState(false);
  return (
    <Field label={label} error={error} hint={hint}>
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
              aria-label={revealed ? "Hide secret" : "Reveal secret"}
              title={revealed ? "Hide" : "Reveal"}
              className="absolute inset-y-0 right-0 flex w-10 items-center justify-center rounded-r-lg text-slate-400 hover:text-slate-700"
            >
              {revealed ? <EyeOff aria-hidden className="size-4" /> : <Eye aria-hidden className="size-4" />}
            </button>
          </div>
          <div className="flex gap-2">
            <CopyButton value={value} label="Copy secret" />
            <Button variant="secondary" onClick={onRegenerate} aria-label="Generate a new secret" title="Generate a new secret">
              <RefreshCw aria-hidden />
              <span className="sm:hidden">New secret</span>
            </Button>
          </div>
        </div>
      )}
    </Field>
  );
}
