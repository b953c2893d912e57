"use client";

import { ImageOff, Upload } from "lucide-react";
import { useTranslations } from "next-intl";
import { useRef, useState } from "react";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Dialog } from "@/components/ui/dialog";
import { ErrorState } from "@/components/ui/error-state";
import { Skeleton } from "@/components/ui/skeleton";
import { errorMessageOf } from "@/lib/queries/api-client";
import { MAX_UPLOAD_BYTES, useFiles, useUploadFile, type StoredFile } from "@/lib/queries/files";

type PicturePickerProps = { open: boolean; onClose: () => void; onPick: (file: StoredFile) => void };

/** Choose a profile picture from the team's media library, or upload one into it. */
export function PicturePickerDialog({ open, onClose, onPick }: PicturePickerProps) {
  const t = useTranslations("profile.picture");
  return (
    <Dialog open={open} onClose={onClose} size="lg" title={t("dialogTitle")} description={t("dialogDescription")}>
      {open ? <PicturePicker onPick={onPick} /> : null}
    </Dialog>
  );
}

function PicturePicker({ onPick }: { onPick: (file: StoredFile) => void }) {
  const t = useTranslations("profile.picture");
  const files = useFiles({ type: "image/" });
  const upload = useUploadFile();
  const input = useRef<HTMLInputElement>(null);
  const [uploading, setUploading] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const images = files.data?.pages.flatMap((page) => page.data).filter((file) => file.publicUrl) ?? [];

  const onUpload = async (file: File | undefined) => {
    if (!file) return;
    if (!/^image\/(png|jpeg|gif|webp)$/.test(file.type)) return setError(t("wrongType"));
    if (file.size > MAX_UPLOAD_BYTES) return setError(t("tooBig"));
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
        <h3 className="text-sm font-medium text-slate-800">{t("library")}</h3>
        <input ref={input} type="file" accept="image/png,image/jpeg,image/gif,image/webp" hidden aria-hidden tabIndex={-1} onChange={(event) => void onUpload(event.target.files?.[0])} />
        <Button variant="secondary" size="sm" onClick={() => input.current?.click()} pending={uploading}>
          <Upload aria-hidden />
          {t("upload")}
        </Button>
      </div>
      {files.isPending ? (
        <div className="grid grid-cols-3 gap-3 sm:grid-cols-4" role="status" aria-label={t("loading")}>
          {Array.from({ length: 8 }, (_, index) => (
            <Skeleton key={index} className="aspect-square rounded-lg" />
          ))}
        </div>
      ) : files.isError ? (
        <ErrorState title={t("loadError")} error={files.error} onRetry={() => void files.refetch()} />
      ) : images.length === 0 ? (
        <div className="flex flex-col items-center rounded-xl border border-dashed border-slate-300 px-6 py-8 text-center">
          <ImageOff aria-hidden className="size-6 text-slate-400" strokeWidth={1.5} />
          <p className="mt-2 text-sm font-medium text-slate-800">{t("emptyTitle")}</p>
          <p className="mt-1 text-sm text-slate-600">{t("emptyDescription")}</p>
        </div>
      ) : (
        <ul role="list" className="grid max-h-80 grid-cols-3 gap-3 overflow-y-auto p-0.5 sm:grid-cols-4">
          {images.map((file) => (
            <li key={file.id}>
              <button
                type="button"
                onClick={() => onPick(file)}
                className="group block w-full overflow-hidden rounded-lg ring-1 ring-slate-200 transition hover:ring-2 hover:ring-brand-500 focus-visible:ring-2 focus-visible:ring-brand-500 focus-visible:outline-none"
              >
                {/* eslint-disable-next-line @next/next/no-img-element */}
                <img src={file.signedUrl!} alt={file.name} className="aspect-square w-full bg-slate-50 object-cover" loading="lazy" />
                <span className="block truncate px-2 py-1.5 text-left text-xs text-slate-600">{file.name}</span>
              </button>
            </li>
          ))}
        </ul>
      )}
      {files.hasNextPage ? (
        <Button variant="ghost" size="sm" onClick={() => void files.fetchNextPage()} pending={files.isFetchingNextPage} className="self-center">
          {t("loadMore")}
        </Button>
      ) : null}
    </div>
  );
}
