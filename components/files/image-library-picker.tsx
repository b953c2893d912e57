"use client";

import { ImageOff, Upload } from "lucide-react";
import { useTranslations } from "next-intl";
import { useRef, useState, type ReactNode } from "react";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { ErrorState } from "@/components/ui/error-state";
import { errorMessageOf } from "@/lib/queries/api-client";
import { MAX_UPLOAD_BYTES, useFiles, useUploadFile, type StoredFile } from "@/lib/queries/files";
import { Skeletons } from "@/components/ui/data/skeletons";

export type ImageLibraryLabels = {
  library: string;
  upload: string;
  loading: string;
  loadError: string;
  emptyTitle: string;
  emptyDescription: string;
  loadMore: string;
  wrongType: string;
  tooBig: string;
};

type ImageLibraryPickerProps = {
  /** The words around the library; the files.imageLibrary messages when absent. */
  labels?: ImageLibraryLabels;
  onPick: (file: StoredFile) => void;
  /** Shown below the library (the designer's "or an image address" form); it reports errors through `setError`. */
  footer?: (setError: (message: string | null) => void) => ReactNode;
};

const ACCEPTED = /^image\/(png|jpeg|gif|webp)$/;

/**
 * The team's images from the media library with an upload button, used wherever a person picks a
 * picture (profile picture, the designer's image blocks): loading, error and empty states, paging.
 */
export function ImageLibraryPicker({ labels: given, onPick, footer }: ImageLibraryPickerProps) {
  const t = useTranslations("files.imageLibrary");
  const labels: ImageLibraryLabels = given ?? {
    library: t("library"),
    upload: t("upload"),
    loading: t("loading"),
    loadError: t("loadError"),
    emptyTitle: t("emptyTitle"),
    emptyDescription: t("emptyDescription"),
    loadMore: t("loadMore"),
    wrongType: t("wrongType"),
    tooBig: t("tooBig"),
  };
  const files = useFiles({ type: "image/" });
  const upload = useUploadFile();
  const input = useRef<HTMLInputElement>(null);
  const [uploading, setUploading] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const images = files.data?.pages.flatMap((page) => page.data).filter((file) => file.publicUrl) ?? [];

  const onUpload = async (file: File | undefined) => {
    if (!file) return;
    if (!ACCEPTED.test(file.type)) return setError(labels.wrongType);
    if (file.size > MAX_UPLOAD_BYTES) return setError(labels.tooBig);
    setError(null);
    setUploading(true);
    try {
      onPick(await upload(file));
    } catch (failure) {
      setError(errorMessageOf(failure));
    } finally {
      setUploading(false);
    }
  };

  return (
    <div className="flex flex-col gap-5">
      {error ? <Alert tone="error">{error}</Alert> : null}
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h3 className="text-sm font-medium text-slate-800">{labels.library}</h3>
        <input
          ref={input}
          type="file"
          accept="image/png,image/jpeg,image/gif,image/webp"
          hidden
          aria-hidden
          tabIndex={-1}
          onChange={(event) => void onUpload(event.target.files?.[0])}
        />
        <Button variant="secondary" size="sm" onClick={() => input.current?.click()} pending={uploading}>
          <Upload aria-hidden />
          {labels.upload}
        </Button>
      </div>
      {files.isPending ? (
        <div className="grid grid-cols-3 gap-3 sm:grid-cols-4" role="status" aria-label={labels.loading}>
          <Skeletons count={8} className="aspect-square rounded-lg" />
        </div>
      ) : files.isError ? (
        <ErrorState title={labels.loadError} error={files.error} onRetry={() => void files.refetch()} />
      ) : images.length === 0 ? (
        <div className="flex flex-col items-center rounded-xl border border-dashed border-slate-300 px-6 py-8 text-center">
          <ImageOff aria-hidden className="size-6 text-slate-400" strokeWidth={1.5} />
          <p className="mt-2 text-sm font-medium text-slate-800">{labels.emptyTitle}</p>
          <p className="mt-1 text-sm text-slate-600">{labels.emptyDescription}</p>
        </div>
      ) : (
        <ul
          // biome-ignore lint/a11y/noRedundantRoles: Safari drops list semantics from lists styled list-style: none (Tailwind preflight); role="list" restores them
          role="list"
          className="grid max-h-80 grid-cols-3 gap-3 overflow-y-auto p-0.5 sm:grid-cols-4"
        >
          {images.map((file) => (
            <li key={file.id}>
              <button
                type="button"
                onClick={() => onPick(file)}
                title={file.name}
                className="group block w-full overflow-hidden rounded-lg ring-1 ring-slate-200 transition hover:ring-2 hover:ring-brand-500 focus-visible:ring-2 focus-visible:ring-brand-500 focus-visible:outline-none"
              >
                {/* biome-ignore lint/performance/noImgElement: signed, expiring URLs of the API; next/image would cache them past expiry and needs a host allow-list */}
                <img
                  src={file.signedUrl!}
                  alt={file.name}
                  className="aspect-square w-full bg-slate-50 object-cover"
                  loading="lazy"
                />
                <span className="block truncate px-2 py-1.5 text-left text-xs text-slate-600">{file.name}</span>
              </button>
            </li>
          ))}
        </ul>
      )}
      {files.hasNextPage ? (
        <Button
          variant="ghost"
          size="sm"
          onClick={() => void files.fetchNextPage()}
          pending={files.isFetchingNextPage}
          className="self-center"
        >
          {labels.loadMore}
        </Button>
      ) : null}
      {footer?.(setError)}
    </div>
  );
}
