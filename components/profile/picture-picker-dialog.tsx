"use client";

import { useTranslations } from "next-intl";
import { ImageLibraryPicker, type ImageLibraryLabels } from "@/components/files/image-library-picker";
import { Dialog } from "@/components/ui/dialog";
import type { StoredFile } from "@/lib/queries/files";

type PicturePickerProps = { open: boolean; onClose: () => void; onPick: (file: StoredFile) => void };

const LABELS = [
  "library",
  "upload",
  "loading",
  "loadError",
  "emptyTitle",
  "emptyDescription",
  "loadMore",
  "wrongType",
  "tooBig",
] as const;

/** Choose a profile picture from the team's media library, or upload one into it. */
export function PicturePickerDialog({ open, onClose, onPick }: PicturePickerProps) {
  const t = useTranslations("profile.picture");
  const labels = Object.fromEntries(LABELS.map((key) => [key, t(key)])) as ImageLibraryLabels;
  return (
    <Dialog open={open} onClose={onClose} size="lg" title={t("dialogTitle")} description={t("dialogDescription")}>
      {open ? <ImageLibraryPicker labels={labels} onPick={onPick} /> : null}
    </Dialog>
  );
}
