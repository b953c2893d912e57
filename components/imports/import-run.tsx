"use client";

import { History, LoaderCircle } from "lucide-react";
import Link from "next/link";
import type { ReactNode } from "react";
import { Card } from "@/components/ui/card";
import { ErrorState } from "@/components/ui/error-state";
import { Skeleton } from "@/components/ui/skeleton";
import { useImport, type ContactImport } from "@/lib/queries/imports";
import { formatCount, plural } from "./import-format";
import { ImportResult } from "./import-result";
import { ProgressBar } from "./progress-bar";

type ImportRunProps = {
  importId: string;
  /** The result's way to start over ("Import another file"). */
  anotherAction: ReactNode;
};

/** An import being followed: live progress while it runs, then its result. */
export function ImportRun({ importId, anotherAction }: ImportRunProps) {
  const run = useImport(importId);
  if (run.isPending) return <Skeleton className="h-64 w-full rounded-xl" />;
  if (run.isError) {
    return (
      <Card>
        <ErrorState title="We couldn't load this import" error={run.error} onRetry={() => void run.refetch()} />
      </Card>
    );
  }
  const contactImport = run.data;
  if (contactImport.status === "PENDING" || contactImport.status === "PROCESSING") return <ImportProgress contactImport={contactImport} />;
  return <ImportResult contactImport={contactImport} anotherAction={anotherAction} />;
}

function ImportProgress({ contactImport }: { contactImport: ContactImport }) {
  const { status, processed, total, imported, updated, skipped, progress, list } = contactImport;
  const counting = status === "PENDING" || total === 0;
  return (
    <Card className="px-6 py-8 sm:px-10 sm:py-10" data-testid="import-progress">
      <div className="flex items-center gap-3">
        <LoaderCircle aria-hidden className="size-5 animate-spin text-brand-600" />
        <h2 className="text-base font-semibold text-slate-900">
          {status === "PENDING" ? "Starting the import…" : <>Importing contacts into {list.name}…</>}
        </h2>
      </div>
      <div className="mt-6">
        <div className="mb-2 flex items-baseline justify-between gap-4 text-sm">
          <span className="text-slate-600" data-testid="import-processed" aria-live="polite">
            {counting ? "Reading the file…" : `${formatCount(processed)} of ${plural(total, "row")} processed`}
          </span>
          <span className="font-semibold text-slate-900 tabular-nums">{counting ? "" : `${Math.round(progress * 100)}%`}</span>
        </div>
        <ProgressBar value={counting ? null : progress} label="Import progress" />
      </div>
      <dl className="mt-8 grid grid-cols-3 gap-3">
        <LiveCounter label="New" value={imported} />
        <LiveCounter label="Updated" value={updated} />
        <LiveCounter label="Skipped" value={skipped} />
      </dl>
      <p className="mt-8 flex items-center gap-2 text-sm text-slate-500">
        <History aria-hidden className="size-4 shrink-0" />
        <span>
          You can leave this page: the import carries on, and its result stays in the{" "}
          <Link href="/contacts/imports" className="font-medium text-brand-700 hover:underline">
            import history
          </Link>
          .
        </span>
      </p>
    </Card>
  );
}

function LiveCounter({ label, value }: { label: string; value: number }) {
  return (
    <div className="rounded-lg bg-slate-50 px-4 py-3 ring-1 ring-slate-200/80 ring-inset">
      <dt className="text-xs font-medium text-slate-500">{label}</dt>
      <dd className="mt-1 text-xl font-semibold text-slate-900 tabular-nums">{formatCount(value)}</dd>
    </div>
  );
}
