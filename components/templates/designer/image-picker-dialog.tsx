"use client";

import { Link2 } from "lucide-react";
import { useTranslations } from "next-intl";
import { useState, type FormEvent } from "react";
import { ImageLibraryPicker } from "@/components/files/image-library-picker";
import { Button } from "@/components/ui/button";
import { Dialog } from "@/components/ui/dialog";
import { Input } from "@/components/ui/input";

type ImagePickerDialogProps = { open: boolean; onClose: () => void; onPick: (src: string) => void };

/** Choose a picture for an image block: one of the team's files, a new upload, or a URL. */
export function ImagePickerDialog({ open, onClose, onPick }: ImagePickerDialogProps) {
  const t = useTranslations("designer.imagePicker");
  return (
    <Dialog open={open} onClose={onClose} size="lg" title={t("title")} description={t("description")}>
      {open ? (
        <ImageLibraryPicker
          onPick={(file) => file.publicUrl && onPick(file.publicUrl)}
          footer={(setError) => <ImageAddressForm onPick={onPick} setError={setError} />}
        />
      ) : null}
    </Dialog>
  );
}

function ImageAddressForm({
  onPick,
  setError,
}: {
  onPick: (src: string) => void;
  setError: (message: string | null) => void;
}) {
  const t = useTranslations("designer.imagePicker");
  const [url, setUrl] = useState("");
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!/^https?:\/\/\S+$/i.test(url.trim())) return setError(t("badAddress"));
    onPick(url.trim());
  };
  return (
    <form
      onSubmit={onSubmit}
      className="flex flex-col gap-1.5 border-t border-slate-100 pt-4"
      aria-label={t("addressForm")}
    >
      <label htmlFor="image-url" className="text-sm font-medium text-slate-800">
        {t("addressLabel")}
      </label>
      <div className="flex gap-2">
        <div className="relative flex-1">
          <Link2
            aria-hidden
            className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-slate-400"
          />
          <Input
            id="image-url"
            type="url"
            placeholder="https://example.com/banner.png"
            value={url}
            onChange={(event) => setUrl(event.target.value)}
            className="pl-9"
          />
        </div>
        <Button type="submit" variant="secondary">
          {t("use")}
        </Button>
      </div>
    </form>
  );
}
