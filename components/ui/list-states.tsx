"use client";

import { SearchX } from "lucide-react";
import { TableSkeleton } from "@/components/settings/table-skeleton";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { EmptyState } from "@/components/ui/empty-state";
import { ErrorState } from "@/components/ui/error-state";

// The states a list page shows instead of its table: first load, failure, and nothing matching its filters.

/** Skeleton rows in the list's card while it first loads. */
export function ListLoading({ rows, label }: { rows: number; label: string }) {
  return (
    <Card className="overflow-hidden">
      <TableSkeleton rows={rows} label={label} />
    </Card>
  );
}

/** The list's card when it did not load, with a retry. */
export function ListError({ title, query }: { title: string; query: { error: Error | null; refetch: () => unknown } }) {
  return (
    <Card>
      <ErrorState title={title} error={query.error} onRetry={() => void query.refetch()} />
    </Card>
  );
}

/** No row matches the filters or search: say so and offer to clear them. */
export function NoMatchState({
  title,
  description,
  clearLabel,
  onClear,
}: {
  title: string;
  description: string;
  clearLabel: string;
  onClear: () => void;
}) {
  return (
    <EmptyState
      icon={SearchX}
      title={title}
      description={description}
      action={
        <Button variant="secondary" onClick={onClear}>
          {clearLabel}
        </Button>
      }
    />
  );
}

/** The same inside the list's card, under its search and filters: a quieter line and a way back. */
export function NoMatchInCard({
  message,
  clearLabel,
  onClear,
}: {
  message: string;
  clearLabel: string;
  onClear: () => void;
}) {
  return (
    <div className="flex flex-col items-center px-6 py-14 text-center">
      <SearchX aria-hidden className="size-8 text-slate-300" />
      <p className="mt-3 text-sm font-medium text-slate-900">{message}</p>
      <Button variant="ghost" size="sm" className="mt-2" onClick={onClear}>
        {clearLabel}
      </Button>
    </div>
  );
}
