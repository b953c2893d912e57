"use client";

import { CircleCheck, LoaderCircle } from "lucide-react";
import { useFormatter, useTranslations } from "next-intl";

/** Saving…, unsaved changes, or when the template was last saved. */
export function SaveStatus({ saving, dirty, savedAt }: { saving: boolean; dirty: boolean; savedAt: string }) {
  const t = useTranslations("designer");
  const format = useFormatter();
  if (saving)
    return (
      <span className="inline-flex items-center gap-1.5">
        <LoaderCircle aria-hidden className="size-3.5 animate-spin" />
        {t("saving")}
      </span>
    );
  if (dirty)
    return (
      <span className="inline-flex items-center gap-1.5 text-amber-700">
        <span aria-hidden className="size-1.5 rounded-full bg-amber-500" />
        {t("unsaved")}
      </span>
    );
  return (
    <span className="inline-flex items-center gap-1.5">
      <CircleCheck aria-hidden className="size-3.5 text-emerald-500" />
      {Math.abs(Date.now() - new Date(savedAt).getTime()) < 60_000
        ? t("savedJustNow")
        : t("savedWhen", { when: format.relativeTime(new Date(savedAt)) })}
    </span>
  );
}
