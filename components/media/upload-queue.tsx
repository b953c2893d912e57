"use client";

import clsx from "clsx";
import { CircleCheck, CircleExclamationPoint, LoaderCircle, X } from "lucide-react";
import { useFormatter, useTranslations } from "next-intl";
import { useCallback, useRef, useState } from "react";
import { ProgressBar } from "@/components/imports/progress-bar";
import { errorMessageOf } from "@/lib/queries/api-client";
import { useUploadFile } from "@/lib/queries/files";
import { uploadProblem } from "./file-format";
import { useFileFormat } from "./use-file-format";

export type QueuedUpload = {
  key: number;
  name: string;
  size: number;
  progress: number;
  state: "waiting" | "uploading" | "done" | "failed";
  error?: string;
};

const DONE_VISIBLE_MS = 4_000;

/**
 * Uploads files one after another (the API allows 20 uploads a minute), each with its own
 * progress. Files over the cap or empty are refused here, before a byte is sent.
 */
export function useUploadQueue() {
  const t = useTranslations("media.problems");
  const fileFormat = useFileFormat();
  const upload = useUploadFile();
  const [items, setItems] = useState<QueuedUpload[]>([]);
  const nextKey = useRef(0);
  const chain = useRef<Promise<void>>(Promise.resolve());

  const patch = useCallback((key: number, changes: Partial<QueuedUpload>) => {
    setItems((current) => current.map((item) => (item.key === key ? { ...item, ...changes } : item)));
  }, []);
  const dismiss = useCallback((key: number) => setItems((current) => current.filter((item) => item.key !== key)), []);

  const add = useCallback(
    (files: File[]) => {
      for (const file of files) {
        const key = ++nextKey.current;
        const kind = uploadProblem(file);
        const problem = kind ? t(kind, { name: file.name, size: fileFormat.bytes(file.size) }) : null;
        setItems((current) => [
          ...current,
          {
            key,
            name: file.name,
            size: file.size,
            progress: 0,
            state: problem ? "failed" : "waiting",
            error: problem ?? undefined,
          },
        ]);
        if (problem) continue;
        chain.current = chain.current.then(async () => {
          patch(key, { state: "uploading" });
          try {
            await upload(file, (progress) => patch(key, { progress }));
            patch(key, { state: "done", progress: 1 });
            setTimeout(() => dismiss(key), DONE_VISIBLE_MS);
          } catch (error) {
            patch(key, { state: "failed", error: errorMessageOf(error) });
          }
        });
      }
    },
    [upload, patch, dismiss, t, fileFormat],
  );

  return { items, add, dismiss };
}

export function UploadQueue({ items, onDismiss }: { items: QueuedUpload[]; onDismiss: (key: number) => void }) {
  const t = useTranslations("media.queue");
  const format = useFormatter();
  const fileFormat = useFileFormat();
  if (items.length === 0) return null;
  return (
    <ul
      // biome-ignore lint/a11y/noRedundantRoles: Safari drops list semantics from lists styled list-style: none (Tailwind preflight); role="list" restores them
      role="list"
      aria-label={t("label")}
      className="flex flex-col divide-y divide-slate-100 overflow-hidden rounded-xl bg-white ring-1 ring-slate-200"
    >
      {items.map((item) => (
        <li
          key={item.key}
          data-testid="upload-item"
          data-state={item.state}
          className="flex items-center gap-3 px-4 py-3"
        >
          <StateIcon state={item.state} />
          <div className="min-w-0 flex-1">
            <div className="flex items-baseline justify-between gap-3">
              <p className="truncate text-sm font-medium text-slate-900" title={item.name}>
                {item.name}
              </p>
              <span className="shrink-0 text-xs text-slate-500 tabular-nums">
                {item.state === "uploading"
                  ? t("progress", {
                      percent: format.number(Math.round(item.progress * 100) / 100, { style: "percent" }),
                    })
                  : null}
                {fileFormat.bytes(item.size)}
              </span>
            </div>
            {item.state === "failed" ? (
              <p role="alert" className="mt-0.5 text-[13px] text-red-600">
                {item.error}
              </p>
            ) : item.state === "done" ? (
              <p className="mt-0.5 text-[13px] text-emerald-700">{t("uploaded")}</p>
            ) : (
              <ProgressBar
                value={item.state === "waiting" ? 0 : item.progress}
                label={t("uploading", { name: item.name })}
                size="sm"
                className="mt-1.5"
              />
            )}
          </div>
          {item.state === "failed" || item.state === "done" ? (
            <button
              type="button"
              onClick={() => onDismiss(item.key)}
              aria-label={t("dismiss", { name: item.name })}
              className="inline-flex size-7 shrink-0 items-center justify-center rounded-md text-slate-400 hover:bg-slate-100 hover:text-slate-700"
            >
              <X aria-hidden className="size-4" />
            </button>
          ) : null}
        </li>
      ))}
    </ul>
  );
}

function StateIcon({ state }: { state: QueuedUpload["state"] }) {
  const Icon = state === "done" ? CircleCheck : state === "failed" ? CircleExclamationPoint : LoaderCircle;
  return (
    <Icon
      aria-hidden
      className={clsx(
        "size-5 shrink-0",
        state === "done" && "text-emerald-500",
        state === "failed" && "text-red-500",
        state === "uploading" && "animate-spin text-brand-600",
        state === "waiting" && "text-slate-300",
      )}
    />
  );
}
