"use client";

import clsx from "clsx";
import { Images, Upload } from "lucide-react";
import { useFormatter, useTranslations } from "next-intl";
import { useRef, useState } from "react";
import { usePermissions } from "@/components/settings/use-permissions";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { ErrorState } from "@/components/ui/error-state";
import { Skeleton } from "@/components/ui/skeleton";
import { useDeleteFile, useFiles, type StoredFile } from "@/lib/queries/files";
import { DropZone } from "./drop-zone";
import { MediaCard } from "./media-card";
import { UploadQueue, useUploadQueue } from "./upload-queue";
import { useConfirmedRowAction } from "@/components/ui/use-confirmed-row-action";

// `key` names the chip in the media.filters messages.
const FILTERS = [
  { key: "all", type: undefined },
  { key: "images", type: "image/" },
  { key: "pdf", type: "application/pdf" },
  { key: "csv", type: "text/csv" },
] as const;

const ACCEPT = "image/png,image/jpeg,image/gif,image/webp,application/pdf,text/csv,text/plain,.csv,.txt";

/** The team's files: images for emails and templates, documents, imported CSVs. */
export function MediaLibrary() {
  const t = useTranslations("media");
  const format = useFormatter();
  const { can } = usePermissions();
  const [filter, setFilter] = useState<(typeof FILTERS)[number]>(FILTERS[0]);
  const files = useFiles({ type: filter.type });
  const queue = useUploadQueue();
  const input = useRef<HTMLInputElement>(null);
  const canUpload = can("files:write");

  const items = files.data?.pages.flatMap((page) => page.data) ?? [];
  const total = files.data?.pages[0]?.pagination.total ?? 0;
  const emptyLibrary = files.isSuccess && total === 0 && filter.type === undefined;

  return (
    <div className="flex flex-col gap-5">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        <fieldset
          aria-label={t("filters.label")}
          className={clsx(
            "m-0 inline-flex w-fit min-w-0 rounded-lg border-0 bg-slate-100 p-1",
            emptyLibrary && "invisible",
          )}
        >
          {FILTERS.map((option) => (
            <button
              key={option.key}
              type="button"
              aria-pressed={option === filter}
              onClick={() => setFilter(option)}
              className={clsx(
                "rounded-md px-3 py-1.5 text-sm font-medium transition-colors",
                option === filter ? "bg-white text-slate-900 shadow-sm" : "text-slate-600 hover:text-slate-900",
              )}
            >
              {t(`filters.${option.key}`)}
            </button>
          ))}
        </fieldset>
        {canUpload ? (
          <>
            <Button onClick={() => input.current?.click()}>
              <Upload aria-hidden />
              {t("upload")}
            </Button>
            <input
              ref={input}
              type="file"
              multiple
              accept={ACCEPT}
              aria-label={t("upload")}
              className="sr-only"
              tabIndex={-1}
              onChange={(event) => {
                queue.add(Array.from(event.currentTarget.files ?? []));
                event.currentTarget.value = "";
              }}
            />
          </>
        ) : null}
      </div>

      {canUpload ? (
        <DropZone
          multiple
          accept={ACCEPT}
          onFiles={queue.add}
          inputLabel={t("chooseToUpload")}
          title={emptyLibrary ? t("uploadFirst") : t("choose")}
          hint={t("hint")}
          className={emptyLibrary ? "py-16" : "py-6"}
        >
          {emptyLibrary ? <p className="mt-4 max-w-md text-sm text-balance text-slate-500">{t("firstRun")}</p> : null}
        </DropZone>
      ) : null}

      <UploadQueue items={queue.items} onDismiss={queue.dismiss} />

      {files.isPending ? (
        <GridSkeleton />
      ) : files.isError ? (
        <Card>
          <ErrorState title={t("loadError")} error={files.error} onRetry={() => void files.refetch()} />
        </Card>
      ) : items.length === 0 ? (
        emptyLibrary && canUpload ? null : (
          <Card className="flex flex-col items-center px-6 py-14 text-center">
            <Images aria-hidden className="size-8 text-slate-300" />
            <p className="mt-3 text-sm font-medium text-slate-900">
              {filter.type ? t("noFilesOfType", { type: filter.key }) : t("noFiles")}
            </p>
            <p className="mt-1 text-sm text-slate-500">{t("noFilesDescription")}</p>
          </Card>
        )
      ) : (
        <FileGrid files={items} canDelete={can("files:delete")} />
      )}

      {files.hasNextPage ? (
        <div className="flex flex-col items-center gap-2">
          <Button variant="secondary" onClick={() => void files.fetchNextPage()} pending={files.isFetchingNextPage}>
            {t("loadMore")}
          </Button>
          <p className="text-xs text-slate-500">
            {t("shown", { shown: format.number(items.length), total: format.number(total) })}
          </p>
        </div>
      ) : null}
    </div>
  );
}

function FileGrid({ files, canDelete }: { files: StoredFile[]; canDelete: boolean }) {
  const t = useTranslations("media");
  const remove = useConfirmedRowAction<StoredFile>(useDeleteFile(), {
    title: (file) => t("delete.title", { name: file?.name ?? "" }),
    done: t("delete.done"),
    doneDetail: (file) => t("delete.doneDetail", { name: file.name }),
    failed: t("delete.failed"),
    description: () => t("delete.description"),
    confirmLabel: t("delete.confirm"),
  });

  return (
    <>
      <ul
        // biome-ignore lint/a11y/noRedundantRoles: Safari drops list semantics from lists styled list-style: none (Tailwind preflight); role="list" restores them
        role="list"
        aria-label={t("files")}
        className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4"
      >
        {files.map((file) => (
          <MediaCard key={file.id} file={file} onDelete={remove.ask} canDelete={canDelete} />
        ))}
      </ul>
      {remove.dialog}
    </>
  );
}

function GridSkeleton() {
  const t = useTranslations("media");
  return (
    <div
      role="status"
      aria-label={t("loading")}
      className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4"
    >
      {Array.from({ length: 4 }, (_, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: static skeleton placeholders: a fixed count with no data, so position is their identity
        <div key={index} className="overflow-hidden rounded-xl bg-white ring-1 ring-slate-200">
          <Skeleton className="aspect-[4/3] w-full rounded-none" />
          <div className="flex flex-col gap-2 p-4">
            <Skeleton className="h-3.5 w-3/4" />
            <Skeleton className="h-3 w-1/2" />
          </div>
        </div>
      ))}
    </div>
  );
}
