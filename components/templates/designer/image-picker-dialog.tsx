"use client";

import { Link2 } from "lucide-react";
import { useState, type FormEvent } from "react";
import { ImageLibraryPicker, type ImageLibraryLabels } from "@/components/files/image-library-picker";
import { Button } from "@/components/ui/button";
import { Dialog } from "@/components/ui/dialog";
import { Input } from "@/components/ui/input";

type ImagePickerDialogProps = { open: boolean; onClose: () => void; onPick: (src: string) => void };

const LABELS: ImageLibraryLabels = {
  library: "Your images",
  upload: "Upload image",
  loading: "Loading images",
  loadError: "We couldn't load your images",
  emptyTitle: "No images yet",
  emptyDescription: "Upload a logo, a banner or a product photo to use it here.",
  loadMore: "Load more",
  wrongType: "Choose a PNG, JPEG, GIF or WebP image.",
  tooBig: "Images can be at most 10 MB.",
};

/** Choose a picture for an image block: one of the team's files, a new upload, or a URL. */
export function ImagePickerDialog({ open, onClose, onPick }: ImagePickerDialogProps) {
  return (
    <Dialog open={open} onClose={onClose} size="lg" title="Choose an image" description="Pick one of your team’s images, upload a new one, or paste an image address.">
      {open ? (
        <ImageLibraryPicker
          labels={LABELS}
          onPick={(file) => file.publicUrl && onPick(file.publicUrl)}
          footer={(setError) => <ImageAddressForm onPick={onPick} setError={setError} />}
        />
      ) : null}
    </Dialog>
  );
}

function ImageAddressForm({ onPick, setError }: { onPick: (src: string) => void; setError: (message: string | null) => void }) {
  const [url, setUrl] = useState("");
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!/^https?:\/\/\S+$/i.test(url.trim())) return setError("Enter an image address starting with https://");
    onPick(url.trim());
  };
  return (
    <form onSubmit={onSubmit} className="flex flex-col gap-1.5 border-t border-slate-100 pt-4" aria-label="Image address">
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
  );
}
