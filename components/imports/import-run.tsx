"use client";

import { History, LoaderCircle } from "lucide-react";
import Link from "next/link";
import { useFormatter } from "next-intl";
import type { ReactNode } from "react";
import { Card } from "@/components/ui/card";
import { ErrorState } from "@/components/ui/error-state";
import { Skeleton } from "@/components/ui/skeleton";
import { useImport, type ContactImport } from "@/lib/queries/imports";
import { useImportFormat } from "./import-format";
import { ImportResult } from "./import-result";
import { ProgressBar } from "./progress-bar";

type ImportRunProps = {
  importId: string;
  /** The result's way to start over ("Import another file"). */
  anotherAction: ReactNode;
};

/** An import being followed: live progress while it runs, then its result. */
export function ImportRun({ importId, anotherAction }: ImportRunProps) {
  const { t } = useImportFormat();
  const run = useImport(importId);
  if (run.isPending) return <Skeleton className="h-64 w-full rounded-xl" />;
  if (run.isError) {
    return (
      <Card>
        <ErrorState title={t("run.loadError")} error={run.error} onRetry={() => void run.refetch()} />
      </Card>
    );
  }
  const contactImport = run.data;
  if (contactImport.status === "PENDING" || contactImport.status === "PROCESSING")
    return <ImportProgress contactImport={contactImport} />;
  return <ImportResult contactImport={contactImport} anotherAction={anotherAction} />;
}

function ImportProgress({ contactImport }: { contactImport: ContactImport }) {
  const { status, processed, total, imported, updated, skipped, progress, list } = contactImport;
  const { t, count } = useImportFormat();
  const format = useFormatter();
  const counting = status === "PENDING" || total === 0;
  return (
    <Card className="px-6 py-8 sm:px-10 sm:py-10" data-testid="import-progress">
      <div className="flex items-center gap-3">
        <LoaderCircle aria-hidden className="size-5 animate-spin text-brand-600" />
        <h2 className="text-base font-semibold text-slate-900">
          {status === "PENDING" ? t("run.starting") : t("run.importingInto", { list: list.name })}
        </h2>
      </div>
      <div className="mt-6">
        <div className="mb-2 flex items-baseline justify-between gap-4 text-sm">
          <span className="text-slate-600" data-testid="import-processed" aria-live="polite">
            {counting ? t("run.readingFile") : t("run.processed", { processed: count(processed), total })}
          </span>
          <span className="font-semibold text-slate-900 tabular-nums">
            {counting ? "" : format.number(progress, { style: "percent", maximumFractionDigits: 0 })}
          </span>
        </div>
        <ProgressBar value={counting ? null : progress} label={t("run.progressLabel")} />
      </div>
      <dl className="mt-8 grid grid-cols-3 gap-3">
        <LiveCounter label={t("run.new")} value={imported} />
        <LiveCounter label={t("run.updated")} value={updated} />
        <LiveCounter label={t("run.skipped")} value={skipped} />
      </dl>
      <p className="mt-8 flex items-center gap-2 text-sm text-slate-500">
        <History aria-hidden className="size-4 shrink-0" />
        <span>
          {t.rich("run.leaveHint", {
            link: (chunks) => (
              <Link href="/contacts/imports" className="font-medium text-brand-700 hover:underline">
                {chunks}
              </Link>
            ),
          })}
        </span>
      </p>
    </Card>
  );
}

function LiveCounter({ label, value }: { label: string; value: number }) {
  const { count } = useImportFormat();
  return (
    <div className="rounded-lg bg-slate-50 px-4 py-3 ring-1 ring-slate-200/80 ring-inset">
      <dt className="text-xs font-medium text-slate-500">{label}</dt>
      <dd className="mt-1 text-xl font-semibold text-slate-900 tabular-nums">{count(value)}</dd>
    </div>
  );
}
