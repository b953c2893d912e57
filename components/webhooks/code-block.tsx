"use client";

import { CodeXml } from "lucide-react";
import { useTranslations } from "next-intl";
import { CopyButton } from "@/components/ui/copy-button";

/** Dark code panel with its language and a copy button. */
export function CodeBlock({ code, language, label }: { code: string; language: string; label: string }) {
  const t = useTranslations("webhooks");
  return (
    <div className="overflow-hidden rounded-lg bg-slate-900 ring-1 ring-slate-900/10">
      <div className="flex items-center justify-between gap-3 border-b border-white/10 px-4 py-2">
        <span className="flex items-center gap-2 text-xs font-medium text-slate-400">
          <CodeXml aria-hidden className="size-4" />
          {language}
        </span>
        <CopyButton value={code} label={t("copyCode", { label })} />
      </div>
      {/* biome-ignore lint/a11y/useAriaPropsSupportedByRole: the label names this tab stop; browsers expose aria-label on focusable elements */}
      <pre
        // biome-ignore lint/a11y/noNoninteractiveTabindex: the block scrolls; a tab stop lets keyboard users scroll it (axe scrollable-region-focusable)
        tabIndex={0}
        aria-label={label}
        className="max-h-96 overflow-auto px-4 py-3 font-mono text-[12.5px] leading-5 whitespace-pre text-slate-100"
      >
        <code>{code}</code>
      </pre>
    </div>
  );
}
