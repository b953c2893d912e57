"use client";

import clsx from "clsx";
import { UploadCloud } from "lucide-react";
import { useTranslations } from "next-intl";
import { useRef, useState, type ReactNode } from "react";

type DropZoneProps = {
  /** The file input's `accept`; files dropped are not filtered by it, callers check them. */
  accept?: string;
  multiple?: boolean;
  onFiles: (files: File[]) => void;
  title: ReactNode;
  hint?: ReactNode;
  /** Accessible name of the file input ("Choose a CSV file"). */
  inputLabel: string;
  disabled?: boolean;
  invalid?: boolean;
  className?: string;
  children?: ReactNode;
};

/**
 * A drop target for files that is also a button opening the file chooser, so keyboard and
 * screen-reader users get the same thing as people dragging files in.
 */
export function DropZone({
  accept,
  multiple = false,
  onFiles,
  title,
  hint,
  inputLabel,
  disabled,
  invalid,
  className,
  children,
}: DropZoneProps) {
  const t = useTranslations("media.dropZone");
  const input = useRef<HTMLInputElement>(null);
  const [dragging, setDragging] = useState(false);

  const take = (list: FileList | null) => {
    const files = Array.from(list ?? []);
    if (files.length > 0) onFiles(multiple ? files : files.slice(0, 1));
  };

  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: a drag-and-drop target only; the file input and its button inside are the keyboard path
    <div
      data-testid="drop-zone"
      onDragOver={(event) => {
        if (disabled) return;
        event.preventDefault();
        event.dataTransfer.dropEffect = "copy";
        setDragging(true);
      }}
      onDragLeave={(event) => {
        // Leaving for a child element is not leaving the zone.
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setDragging(false);
      }}
      onDrop={(event) => {
        event.preventDefault();
        setDragging(false);
        if (!disabled) take(event.dataTransfer.files);
      }}
      className={clsx(
        "relative flex flex-col items-center justify-center rounded-xl border-2 border-dashed px-6 py-10 text-center transition-colors",
        dragging
          ? "border-brand-500 bg-brand-50/70"
          : invalid
            ? "border-red-300 bg-red-50/40"
            : "border-slate-300 bg-slate-50/60 hover:border-slate-400",
        disabled && "pointer-events-none opacity-60",
        className,
      )}
    >
      <div
        className={clsx(
          "flex size-12 items-center justify-center rounded-full ring-1",
          dragging ? "bg-brand-100 text-brand-700 ring-brand-200" : "bg-white text-slate-500 shadow-sm ring-slate-200",
        )}
      >
        <UploadCloud aria-hidden className="size-6" strokeWidth={1.75} />
      </div>
      <p className="mt-4 text-sm text-slate-700">
        <button
          type="button"
          onClick={() => input.current?.click()}
          disabled={disabled}
          className="font-semibold text-brand-700 underline-offset-2 hover:underline focus-visible:underline focus-visible:outline-none"
        >
          {title}
        </button>{" "}
        {t("orDrag", { multiple: String(multiple) })}
      </p>
      {hint ? <p className="mt-1.5 text-xs text-slate-500">{hint}</p> : null}
      {children}
      <input
        ref={input}
        type="file"
        accept={accept}
        multiple={multiple}
        aria-label={inputLabel}
        className="sr-only"
        tabIndex={-1}
        onChange={(event) => {
          take(event.currentTarget.files);
          // Choosing the same file again after a refusal must fire change again.
          event.currentTarget.value = "";
        }}
      />
    </div>
  );
}
