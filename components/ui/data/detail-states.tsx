"use client";

import clsx from "clsx";
import { ArrowLeft } from "lucide-react";
import Link from "next/link";
import { useTranslations } from "next-intl";
import type { ReactNode } from "react";
import { Card } from "@/components/ui/card";
import { ErrorState } from "@/components/ui/error-state";
import { ApiRequestError } from "@/lib/queries/api-client";

// The frame of a page that shows one record (a campaign, an email, a captured message): the link
// back to its list, and what the page says when the record did not load.

/** "← All campaigns": back to the list the record belongs to. */
export function BackLink({ href, children }: { href: string; children: ReactNode }) {
  return (
    <Link
      href={href}
      className="inline-flex items-center gap-1.5 text-sm font-medium text-slate-500 hover:text-slate-800"
    >
      <ArrowLeft aria-hidden className="size-4" />
      {children}
    </Link>
  );
}

/**
 * The record did not load: a 404 says it is gone (nothing to retry), anything else offers a retry.
 * The texts are `notFound`, `notFoundDetail` and `loadError` under `messages`.
 */
export function DetailLoadError({
  query,
  messages,
  back,
  className = "gap-6",
}: {
  query: { error: Error; refetch: () => unknown };
  messages: string;
  back: ReactNode;
  className?: string;
}) {
  const t = useTranslations(messages);
  const missing = query.error instanceof ApiRequestError && query.error.status === 404;
  return (
    <div className={clsx("flex flex-col", className)}>
      {back}
      <Card>
        <ErrorState
          title={missing ? t("notFound") : t("loadError")}
          error={missing ? new Error(t("notFoundDetail")) : query.error}
          onRetry={missing ? undefined : () => void query.refetch()}
        />
      </Card>
    </div>
  );
}
