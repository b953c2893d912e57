"use client";

import clsx from "clsx";
import { Images, Upload } from "lucide-react";
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

const FILTERS = [
  { label: "All files", type: undefined },
  { label: "Images", type: "image/" },
  { label: "PDF", type: "application/pdf" },
  { label: "CSV", type: "text/csv" },
] as const;

const ACCEPT = "image/png,image/jpeg,image/gif,image/webp,application/pdf,text/csv,text/plain,.csv,.txt";
const HINT = "PNG, JPEG, GIF, WebP, PDF, CSV or text · up to 10 MiB each";

/** The team's files: images for emails and templates, documents, imported CSVs. */
export function MediaLibrary() {
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
        <div role="group" aria-label="Show" className={clsx("inline-flex w-fit rounded-lg bg-slate-100 p-1", emptyLibrary && "invisible")}>
          {FILTERS.map((option) => (
            <button
              key={option.label}
              type="button"
              aria-pressed={option === filter}
              onClick={() => setFilter(option)}
              className={clsx(
                "rounded-md px-3 py-1.5 text-sm font-medium transition-colors",
                option === filter ? "bg-white text-slate-900 shadow-sm" : "text-slate-600 hover:text-slate-900",
              )}
            >
              {option.label}
            </button>
          ))}
        </div>
        {canUpload ? (
          <>
            <Button onClick={() => input.current?.click()}>
              <Upload aria-hidden />
              Upload files
            </Button>
            <input
              ref={input}
              type="file"
              multiple
              accept={ACCEPT}
              aria-label="Upload files"
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
          inputLabel="Choose files to upload"
          title={emptyLibrary ? "Upload your first files" : "Choose files"}
          hint={HINT}
          className={emptyLibrary ? "py-16" : "py-6"}
        >
          {emptyLibrary ? (
            <p className="mt-4 max-w-md text-sm text-balance text-slate-500">
              Keep logos, banners and product shots here, copy their links into your emails and templates, and find the CSV files you imported.
            </p>
          ) : null}
        </DropZone>
      ) : null}

      <UploadQueue items={queue.items} onDismiss={queue.dismiss} />

      {files.isPending ? (
        <GridSkeleton />
      ) : files.isError ? (
        <Card>
          <ErrorState title="We couldn't load your files" error={files.error} onRetry={() => void files.refetch()} />
        </Card>
      ) : items.length === 0 ? (
        emptyLibrary && canUpload ? null : (
          <Card className="flex flex-col items-center px-6 py-14 text-center">
            <Images aria-hidden className="size-8 text-slate-300" />
            <p className="mt-3 text-sm font-medium text-slate-900">{filter.type ? `No ${filter.label.toLowerCase()} files yet` : "No files yet"}</p>
            <p className="mt-1 text-sm text-slate-500">Files your team uploads appear here.</p>
          </Card>
        )
      ) : (
        <FileGrid files={items} canDelete={can("files:delete")} />
      )}

      {files.hasNextPage ? (
        <div className="flex flex-col items-center gap-2">
          <Button variant="secondary" onClick={() => void files.fetchNextPage()} pending={files.isFetchingNextPage}>
            Load more
          </Button>
          <p className="text-xs text-slate-500">
            {items.length} of {total} files
          </p>
        </div>
      ) : null}
    </div>
  );
}

function FileGrid({ files, canDelete }: { files: StoredFile[]; canDelete: boolean }) {
  const remove = useConfirmedRowAction<StoredFile>(useDeleteFile(), {
    done: "File deleted",
    doneDetail: (file) => `“${file.name}” and its links are gone.`,
    failed: "Couldn't delete the file",
    description: () => "Its links stop working at once: emails and pages that show it will show a broken image. This can't be undone.",
    confirmLabel: "Delete file",
  });

  return (
    <>
      <ul role="list" aria-label="Files" className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4">
        {files.map((file) => (
          <MediaCard key={file.id} file={file} onDelete={remove.ask} canDelete={canDelete} />
        ))}
      </ul>
      {remove.dialog}
    </>
  );
}

function GridSkeleton() {
  return (
    <div role="status" aria-label="Loading files" className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4">
      {Array.from({ length: 4 }, (_, index) => (
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
