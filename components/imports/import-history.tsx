"use client";

import { FileSpreadsheet, FileUp, Upload } from "lucide-react";
import Link from "next/link";
import { useFormatter, useTranslations } from "next-intl";
import { useEffect, useState } from "react";
import { Pagination } from "@/components/ui/pagination";
import { ButtonLink } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { EmptyState } from "@/components/ui/empty-state";
import { type DataColumn, DataTable } from "@/components/ui/data-table";
import { ListError, ListLoading } from "@/components/ui/list-states";
import { HISTORY_PAGE_SIZE, isRunning, useImports, type ContactImport } from "@/lib/queries/imports";
import { formatDuration } from "./import-format";
import { ImportStatusBadge } from "./import-status-badge";
import { ProgressBar } from "./progress-bar";

export function NewImportButton() {
  const t = useTranslations("imports");
  return (
    <ButtonLink href="/contacts/imports/new">
      <Upload aria-hidden />
      {t("new")}
    </ButtonLink>
  );
}

/** Every CSV import of the team, newest first, with live progress for the ones still running. */
export function ImportHistory() {
  const t = useTranslations("imports");
  const tp = useTranslations("pagination");
  const [page, setPage] = useState(1);
  const imports = useImports(page);
  const now = useNow(imports.data?.data.some((item) => isRunning(item.status)) ?? false);
  const columns = useHistoryColumns(now);

  if (imports.isPending) return <ListLoading rows={4} label={t("loading")} />;
  if (imports.isError) return <ListError title={t("loadError")} query={imports} />;
  if (imports.data.pagination.total === 0) {
    return (
      <EmptyState
        icon={FileUp}
        title={t("emptyTitle")}
        description={t("emptyDescription")}
        action={<NewImportButton />}
        hint={t("emptyHint")}
      />
    );
  }

  return (
    <Card className="overflow-hidden">
      <DataTable
        aria-label={t("history")}
        rows={imports.data.data}
        rowProps={() => ({ "data-testid": "import-row" })}
        columns={columns}
      />
      {imports.data.pagination.total > HISTORY_PAGE_SIZE ? (
        <Pagination
          page={page}
          limit={HISTORY_PAGE_SIZE}
          total={imports.data.pagination.total}
          onPage={setPage}
          noun={tp("imports")}
        />
      ) : null}
    </Card>
  );
}

function useHistoryColumns(now: number): DataColumn<ContactImport>[] {
  const t = useTranslations("imports");
  const format = useFormatter();
  const countColumn = (header: string, value: (item: ContactImport) => number, warn = false) => ({
    header,
    className: "text-right",
    cellClassName: (item: ContactImport) =>
      `tabular-nums ${value(item) === 0 ? "text-slate-500" : warn ? "font-medium text-amber-700" : "font-medium text-slate-900"}`,
    cell: (item: ContactImport) => format.number(value(item)),
  });
  return [
    {
      header: t("columns.file"),
      cellClassName: "max-w-64",
      cell: (item) => (
        <Link
          href={`/contacts/imports/${item.id}`}
          className="group flex min-w-0 items-center gap-2.5 font-medium text-slate-900"
        >
          <FileSpreadsheet aria-hidden className="size-4 shrink-0 text-slate-400 group-hover:text-brand-600" />
          <span className="truncate group-hover:text-brand-700 group-hover:underline" title={item.file?.name}>
            {item.file?.name ?? t("deletedFile")}
          </span>
        </Link>
      ),
    },
    {
      header: t("columns.list"),
      cellClassName: "max-w-48",
      cell: (item) => (
        <Link
          href={`/contacts/lists/${item.list.id}`}
          className="block truncate text-slate-700 hover:text-brand-700 hover:underline"
          title={item.list.name}
        >
          {item.list.name}
        </Link>
      ),
    },
    {
      header: t("columns.status"),
      cellClassName: "min-w-36",
      cell: (item) => (
        <>
          <ImportStatusBadge status={item.status} />
          {isRunning(item.status) ? (
            <div className="mt-2 flex items-center gap-2">
              <ProgressBar
                value={item.total > 0 ? item.progress : null}
                label={t("progressOf", { name: item.file?.name ?? t("theImport") })}
                size="sm"
                className="w-24"
              />
              <span className="text-xs text-slate-500 tabular-nums">
                {item.total > 0 ? format.number(item.progress, { style: "percent", maximumFractionDigits: 0 }) : ""}
              </span>
            </div>
          ) : null}
        </>
      ),
    },
    countColumn(t("columns.new"), (item) => item.imported),
    countColumn(t("columns.updated"), (item) => item.updated),
    countColumn(t("columns.skipped"), (item) => item.skipped, true),
    {
      header: t("columns.started"),
      className: "hidden lg:table-cell",
      cellClassName: "whitespace-nowrap text-slate-500",
      cell: (item) => (
        <span title={format.dateTime(new Date(item.createdAt), { dateStyle: "medium", timeStyle: "short" })}>
          {format.relativeTime(new Date(item.createdAt), now)}
        </span>
      ),
    },
    {
      header: t("columns.duration"),
      className: "hidden md:table-cell",
      cellClassName: "whitespace-nowrap text-slate-500 tabular-nums",
      cell: (item) => {
        const end = item.completedAt ? new Date(item.completedAt).getTime() : isRunning(item.status) ? now : null;
        return end === null ? "–" : formatDuration(t, end - new Date(item.createdAt).getTime());
      },
    },
  ];
}

/** The current time, ticking every second while something on screen is still running. */
function useNow(ticking: boolean) {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (!ticking) return;
    const timer = setInterval(() => setNow(Date.now()), 1_000);
    return () => clearInterval(timer);
  }, [ticking]);
  return now;
}
