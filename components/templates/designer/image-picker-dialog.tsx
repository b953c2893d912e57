"use client";

import clsx from "clsx";
import { ImageOff, Link2, Upload } from "lucide-react";
import { useRef, useState, type FormEvent } from "react";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Dialog } from "@/components/ui/dialog";
import { ErrorState } from "@/components/ui/error-state";
import { Input } from "@/components/ui/input";
import { Skeleton } from "@/components/ui/skeleton";
import { errorMessageOf } from "@/lib/queries/api-client";
import { MAX_UPLOAD_BYTES, useFiles, useUploadFile } from "@/lib/queries/files";

type ImagePickerDialogProps = { open: boolean; onClose: () => void; onPick: (src: string) => void };

/** Choose a picture for an image block: one of the team's files, a new upload, or a URL. */
export function ImagePickerDialog({ open, onClose, onPick }: ImagePickerDialogProps) {
  return (
    <Dialog open={open} onClose={onClose} size="lg" title="Choose an image" description="Pick one of your team’s images, upload a new one, or paste an image address.">
      {open ? <ImagePicker onPick={onPick} /> : null}
    </Dialog>
  );
}

function ImagePicker({ onPick }: { onPick: (src: string) => void }) {
  const files = useFiles({ type: "image/" });
  const upload = useUploadFile();
  const input = useRef<HTMLInputElement>(null);
  const [uploading, setUploading] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [url, setUrl] = useState("");

  const onUpload = async (file: File | undefined) => {
    if (!file) return;
    if (!file.type.startsWith("image/")) return setError("Choose a PNG, JPEG, GIF or WebP image.");
    if (file.size > MAX_UPLOAD_BYTES) return setError("Images can be at most 10 MB.");
    setError(null);
    setUploading(true);
    try {
      const stored = await upload(file);
      if (stored.publicUrl) onPick(stored.publicUrl);
    } catch (failure) {
      setError(errorMessageOf(failure));
    } finally {
      setUploading(false);
    }
  };

  const onUrl = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!/^https?:\/\/\S+$/i.test(url.trim())) return setError("Enter an image address starting with https://");
    onPick(url.trim());
  };

  const images = files.data?.pages.flatMap((page) => page.data).filter((file) => file.publicUrl) ?? [];

  return (
    <div className="flex flex-col gap-5">
      {error ? <Alert tone="error">{error}</Alert> : null}
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h3 className="text-sm font-medium text-slate-800">Your images</h3>
        <input ref={input} type="file" accept="image/png,image/jpeg,image/gif,image/webp" hidden onChange={(event) => void onUpload(event.target.files?.[0])} />
        <Button variant="secondary" size="sm" onClick={() => input.current?.click()} pending={uploading}>
          <Upload aria-hidden />
          Upload image
        </Button>
      </div>
      {files.isPending ? (
        <div className="grid grid-cols-3 gap-3 sm:grid-cols-4">
          {Array.from({ length: 8 }, (_, index) => (
            <Skeleton key={index} className="aspect-square rounded-lg" />
          ))}
        </div>
      ) : files.isError ? (
        <ErrorState title="We couldn't load your images" error={files.error} onRetry={() => void files.refetch()} />
      ) : images.length === 0 ? (
        <div className="flex flex-col items-center rounded-xl border border-dashed border-slate-300 px-6 py-8 text-center">
          <ImageOff aria-hidden className="size-6 text-slate-400" strokeWidth={1.5} />
          <p className="mt-2 text-sm font-medium text-slate-800">No images yet</p>
          <p className="mt-1 text-sm text-slate-500">Upload a logo, a banner or a product photo to use it here.</p>
        </div>
      ) : (
        <ul role="list" className="grid max-h-80 grid-cols-3 gap-3 overflow-y-auto p-0.5 sm:grid-cols-4">
          {images.map((file) => (
            <li key={file.id}>
              <button
                type="button"
                onClick={() => onPick(file.publicUrl!)}
                title={file.name}
                className={clsx("group block w-full overflow-hidden rounded-lg ring-1 ring-slate-200 transition hover:ring-2 hover:ring-brand-500")}
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
          Load more
        </Button>
      ) : null}
      <form onSubmit={onUrl} className="flex flex-col gap-1.5 border-t border-slate-100 pt-4" aria-label="Image address">
        <label htmlFor="image-url" className="text-sm font-medium text-slate-800">
          Or use an image address
        </label>
        <div className="flex gap-2">
          <div className="relative flex-1">
            <Link2 aria-hidden className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-slate-400" />
            <Input id="image-url" type="url" placeholder="https://example.com/banner.png" value={url} onChange={(event) => setUrl(event.target.value)} className="pl-9" />
          </div>
          <Button type="submit" variant="secondary">
            Use image
          </Button>
        </div>
      </form>
    </div>
  );
}
