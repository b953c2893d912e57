"use client";

import { CodeXml } from "lucide-react";
import { useTranslations } from "next-intl";
import { CopyButton } from "@/components/ui/copy-button";
import { QueryState } from "@/components/ui/query-state";
import { Skeleton } from "@/components/ui/skeleton";
import { useListSignupForm, type MailingList } from "@/lib/queries/lists";

/** The HTML form a team pastes into its website to grow the list, with a copy button. */
export function SignupFormSnippet({ list }: { list: MailingList }) {
  const t = useTranslations("lists.signup");
  const snippet = useListSignupForm(list.id);
  const strong = (chunks: React.ReactNode) => <strong className="font-medium text-slate-800">{chunks}</strong>;
  return (
    <div className="flex flex-col gap-4">
      <div className="text-sm leading-6 text-slate-600">
        <p>{t.rich(list.doubleOptIn ? "introDouble" : "introSingle", { list: list.name, strong })}</p>
        <p className="mt-1">{t("plain")}</p>
      </div>
      <QueryState query={snippet} loading={<Skeleton className="h-56 w-full rounded-lg" />} errorTitle={t("loadError")}>
        {(data) => (
          <div className="overflow-hidden rounded-lg bg-slate-900 ring-1 ring-slate-900/10">
            <div className="flex items-center justify-between gap-3 border-b border-white/10 px-4 py-2">
              <span className="flex items-center gap-2 text-xs font-medium text-slate-400">
                <CodeXml aria-hidden className="size-4" />
                HTML
              </span>
              <CopyButton value={data.html} label={t("copy")} />
            </div>
            {/* biome-ignore lint/a11y/useAriaPropsSupportedByRole: the label names this tab stop; browsers expose aria-label on focusable elements */}
            <pre
              data-testid="signup-snippet"
              // biome-ignore lint/a11y/noNoninteractiveTabindex: the block scrolls; a tab stop lets keyboard users scroll it (axe scrollable-region-focusable)
              tabIndex={0}
              aria-label={t("snippet")}
              className="max-h-80 overflow-auto px-4 py-3 font-mono text-[12.5px] leading-5 whitespace-pre-wrap text-slate-100 [overflow-wrap:anywhere]"
            >
              <code>{data.html}</code>
            </pre>
          </div>
        )}
      </QueryState>
    </div>
  );
}
