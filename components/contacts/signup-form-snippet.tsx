"use client";

import { CodeXml } from "lucide-react";
import { CopyButton } from "@/components/ui/copy-button";
import { QueryState } from "@/components/ui/query-state";
import { Skeleton } from "@/components/ui/skeleton";
import { useListSignupForm, type MailingList } from "@/lib/queries/lists";

/** The HTML form a team pastes into its website to grow the list, with a copy button. */
export function SignupFormSnippet({ list }: { list: MailingList }) {
  const snippet = useListSignupForm(list.id);
  return (
    <div className="flex flex-col gap-4">
      <div className="text-sm leading-6 text-slate-600">
        <p>
          Paste this form into any page of your website. People who submit it are added to <strong className="font-medium text-slate-800">{list.name}</strong>
          {list.doubleOptIn
            ? " as Pending, and become Active once they click the link in the confirmation email we send them."
            : " as Active contacts right away."}
        </p>
        <p className="mt-1">It is plain HTML with no script, so it works with any site builder; style it with your own CSS. A hidden field keeps bots out.</p>
      </div>
      <QueryState query={snippet} loading={<Skeleton className="h-56 w-full rounded-lg" />} errorTitle="We couldn't load the signup form">
        {(data) => (
          <div className="overflow-hidden rounded-lg bg-slate-900 ring-1 ring-slate-900/10">
            <div className="flex items-center justify-between gap-3 border-b border-white/10 px-4 py-2">
              <span className="flex items-center gap-2 text-xs font-medium text-slate-400">
                <CodeXml aria-hidden className="size-4" />
                HTML
              </span>
              <CopyButton value={data.html} label="Copy signup form HTML" />
            </div>
            <pre
              data-testid="signup-snippet"
              tabIndex={0}
              aria-label="Signup form HTML"
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
