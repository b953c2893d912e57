"use client";

import { ExternalLink, File, FileSpreadsheet, FileText, Trash } from "lucide-react";
import { useFormatter, useTranslations } from "next-intl";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { CopyButton } from "@/components/ui/copy-button";
import type { StoredFile } from "@/lib/queries/files";
import { isImage } from "./file-format";
import { useFileFormat } from "./use-file-format";

function iconFor(type: string) {
  if (type === "text/csv") return FileSpreadsheet;
  if (type === "application/pdf" || type.startsWith("text/")) return FileText;
  return File;
}

type MediaCardProps = { file: StoredFile; onDelete: (file: StoredFile) => void; canDelete: boolean };

/** A file of the library: its picture (images) or an icon, what it is, and what can be done with it. */
export function MediaCard({ file, onDelete, canDelete }: MediaCardProps) {
  const t = useTranslations("media.card");
  const format = useFormatter();
  const fileFormat = useFileFormat();
  const [broken, setBroken] = useState(false);
  const Icon = iconFor(file.type);
  const showImage = isImage(file.type) && file.signedUrl && !broken;
  return (
    <li
      data-testid="media-card"
      className="group flex flex-col overflow-hidden rounded-xl bg-white shadow-card ring-1 ring-slate-200"
    >
      <div className="relative flex aspect-[4/3] items-center justify-center overflow-hidden border-b border-slate-100 bg-[repeating-conic-gradient(var(--color-slate-100)_0%_25%,white_0%_50%)] [background-size:16px_16px]">
        {showImage ? (
          // biome-ignore lint/performance/noImgElement: signed, expiring URLs of the API; next/image's optimiser would cache them past expiry
          <img
            src={file.signedUrl ?? undefined}
            alt={file.name}
            loading="lazy"
            className="size-full object-contain"
            onError={() => setBroken(true)}
          />
        ) : (
          <div className="flex size-full flex-col items-center justify-center gap-2 bg-slate-50">
            <Icon aria-hidden className="size-10 text-slate-400" strokeWidth={1.5} />
            <span className="rounded bg-white px-1.5 py-0.5 text-[11px] font-semibold tracking-wide text-slate-500 uppercase ring-1 ring-slate-200">
              {file.name.includes(".") ? file.name.split(".").pop() : fileFormat.type(file.type)}
            </span>
          </div>
        )}
      </div>
      <div className="flex flex-1 flex-col gap-3 px-4 py-3">
        <div className="min-w-0">
          <p className="truncate text-sm font-medium text-slate-900" title={file.name}>
            {file.name}
          </p>
          <p className="mt-0.5 truncate text-xs text-slate-500">
            {fileFormat.type(file.type)} · {fileFormat.bytes(file.size)} ·{" "}
            {format.dateTime(new Date(file.createdAt), { dateStyle: "medium" })}
          </p>
        </div>
        <div className="mt-auto flex items-center gap-1.5 [&_button]:h-8 [&_button]:rounded-md [&_button]:px-2.5">
          {/* Images get their permanent link (for email content); other files the one-hour download link. */}
          {(file.publicUrl ?? file.signedUrl) ? (
            <CopyButton value={(file.publicUrl ?? file.signedUrl)!} label={t("copyLink", { name: file.name })} />
          ) : null}
          {file.signedUrl ? (
            <a
              href={file.signedUrl}
              target="_blank"
              rel="noreferrer"
              aria-label={t("open", { name: file.name })}
              title={t("openTitle")}
              className="inline-flex size-8 items-center justify-center rounded-md text-slate-500 hover:bg-slate-100 hover:text-slate-800"
            >
              <ExternalLink aria-hidden className="size-4" />
            </a>
          ) : null}
          {canDelete ? (
            <Button
              variant="ghost"
              size="sm"
              className="ml-auto !px-2 text-slate-500 hover:text-red-700"
              onClick={() => onDelete(file)}
              aria-label={t("delete", { name: file.name })}
              title={t("deleteTitle")}
            >
              <Trash aria-hidden />
            </Button>
          ) : null}
        </div>
      </div>
    </li>
  );
}
