"use client";

import { Columns2, Eye, FileDiff, RotateCcw } from "lucide-react";
import { useTranslations } from "next-intl";
import { useEffect, useId, useMemo, useRef, useState } from "react";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { Dialog } from "@/components/ui/dialog";
import { Select } from "@/components/ui/select";
import { SegmentedControl } from "@/components/ui/segmented-control";
import { Skeleton } from "@/components/ui/skeleton";
import { useToast } from "@/components/ui/toast";
import { errorMessageOf } from "@/lib/queries/api-client";
import {
  type TemplateVersion,
  useRestoreTemplateVersion,
  useTemplateVersion,
  useTemplateVersions,
} from "@/lib/queries/template-versions";
import { EMAIL_WIDTH } from "../email-frame";
import { withSampleValues } from "../liquid-text";
import { VersionDiff } from "./version-diff";
import { VersionList } from "./version-list";

type Mode = "view" | "compare";
type CompareView = "rendered" | "text";

/**
 * One version as the sample contact would see it (filled in the browser, like the cards), laid out
 * at the email's 600px and scaled to the column; the frame scrolls inside.
 */
function VersionFrame({ version, label }: { version: TemplateVersion | undefined; label: string }) {
  const filled = useMemo(() => (version ? withSampleValues(version.html) : null), [version]);
  const box = useRef<HTMLDivElement>(null);
  const [scale, setScale] = useState(0);
  useEffect(() => {
    const element = box.current;
    if (!element) return;
    const observer = new ResizeObserver(([entry]) => setScale(Math.min(1, entry.contentRect.width / EMAIL_WIDTH)));
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  return (
    <figure className="flex min-w-0 flex-1 flex-col gap-1.5">
      <figcaption className="truncate text-xs font-medium text-slate-500">{label}</figcaption>
      <div ref={box} className="relative h-[50vh] overflow-hidden rounded-lg bg-white ring-1 ring-slate-200">
        {filled === null || scale === 0 ? (
          <Skeleton className="absolute inset-0 rounded-lg" />
        ) : (
          <iframe
            title={label}
            sandbox=""
            srcDoc={filled}
            className="absolute top-0 left-0 origin-top-left border-0"
            style={{ width: EMAIL_WIDTH, height: `${100 / scale}%`, transform: `scale(${scale})` }}
          />
        )}
      </div>
    </figure>
  );
}

type VersionHistoryDialogProps = {
  open: boolean;
  onClose: () => void;
  templateId: string;
  /** Unsaved edits on the canvas, which a restore replaces. */
  dirty: boolean;
  onRestored: () => void;
};

/** The template's versions: look at one, compare two (side by side or as text), restore one. */
export function VersionHistoryDialog({ open, onClose, templateId, dirty, onRestored }: VersionHistoryDialogProps) {
  const t = useTranslations("designer.versions");
  const toast = useToast();
  const versions = useTemplateVersions(templateId, { enabled: open });
  const restore = useRestoreTemplateVersion();
  const [mode, setMode] = useState<Mode>("view");
  const [compareView, setCompareView] = useState<CompareView>("rendered");
  const [selected, setSelected] = useState<number | null>(null);
  const [against, setAgainst] = useState<number | null>(null);
  const [confirming, setConfirming] = useState(false);
  const compareId = useId();
  const list = versions.data ?? [];
  const newest = list[0]?.version ?? null;
  const previous = list[1]?.version ?? null;

  // Opening shows the newest version, compared with the one before it.
  useEffect(() => {
    if (!open || newest === null) return;
    setSelected((current) => current ?? newest);
    setAgainst((current) => current ?? previous ?? newest);
  }, [open, newest, previous]);
  useEffect(() => {
    if (open) return;
    setSelected(null);
    setAgainst(null);
    setMode("view");
  }, [open]);

  const shown = useTemplateVersion(templateId, open ? selected : null);
  const base = useTemplateVersion(templateId, open && mode === "compare" ? against : null);

  const doRestore = async () => {
    if (selected === null) return;
    try {
      const template = await restore.mutateAsync({ id: templateId, version: selected });
      toast.success(t("restored", { n: selected, version: template.version }));
      setConfirming(false);
      onRestored();
    } catch (error) {
      toast.error(t("restoreError"), errorMessageOf(error));
      setConfirming(false);
    }
  };

  const versionOptions = list.map((version) => (
    <option key={version.version} value={version.version}>
      {t("versionNumber", { n: version.version })}
    </option>
  ));

  return (
    <Dialog
      open={open}
      onClose={onClose}
      size="lg"
      className="max-w-6xl!"
      title={t("title")}
      description={t("description")}
    >
      {versions.isError ? (
        <Alert tone="error" title={t("loadError")}>
          {errorMessageOf(versions.error)}
        </Alert>
      ) : versions.isPending ? (
        <Skeleton className="h-[50vh] rounded-lg" />
      ) : (
        <div className="grid gap-4 md:grid-cols-[16rem_1fr]" data-testid="version-history">
          <div className="max-h-[62vh] overflow-y-auto pr-1">
            <VersionList versions={list} selected={selected} onSelect={setSelected} />
          </div>
          <div className="flex min-w-0 flex-col gap-3">
            <div className="flex flex-wrap items-center gap-2">
              <SegmentedControl
                label={t("modeLabel")}
                value={mode}
                onChange={setMode}
                options={[
                  { id: "view", label: t("view"), icon: Eye },
                  { id: "compare", label: t("compare"), icon: Columns2 },
                ]}
              />
              {mode === "compare" ? (
                <>
                  <label htmlFor={compareId} className="ml-2 text-sm text-slate-600">
                    {t("compareWith")}
                  </label>
                  <Select
                    id={compareId}
                    value={against ?? ""}
                    onChange={(event) => setAgainst(Number(event.target.value))}
                    className="w-36"
                  >
                    {versionOptions}
                  </Select>
                  <SegmentedControl
                    label={t("compareViewLabel")}
                    value={compareView}
                    onChange={setCompareView}
                    options={[
                      { id: "rendered", label: t("sideBySide"), icon: Columns2 },
                      { id: "text", label: t("textChanges"), icon: FileDiff },
                    ]}
                  />
                </>
              ) : null}
              <Button
                size="sm"
                variant="secondary"
                className="ml-auto"
                disabled={selected === null || selected === newest}
                title={selected === newest ? t("restoreLatestHint") : undefined}
                onClick={() => setConfirming(true)}
              >
                <RotateCcw aria-hidden />
                {t("restore", { n: selected ?? 0 })}
              </Button>
            </div>
            {mode === "view" ? (
              <VersionFrame version={shown.data} label={t("versionNumber", { n: selected ?? 0 })} />
            ) : compareView === "rendered" ? (
              <div className="flex flex-col gap-3 sm:flex-row" data-testid="version-compare">
                <VersionFrame version={base.data} label={t("versionNumber", { n: against ?? 0 })} />
                <VersionFrame version={shown.data} label={t("versionNumber", { n: selected ?? 0 })} />
              </div>
            ) : base.data && shown.data ? (
              <VersionDiff from={base.data} to={shown.data} />
            ) : (
              <Skeleton className="h-[50vh] rounded-lg" />
            )}
          </div>
        </div>
      )}
      <ConfirmDialog
        open={confirming}
        title={t("restoreTitle", { n: selected ?? 0 })}
        description={dirty ? `${t("restoreDescription")} ${t("restoreDiscards")}` : t("restoreDescription")}
        confirmLabel={t("restoreConfirm")}
        pending={restore.isPending}
        onCancel={() => setConfirming(false)}
        onConfirm={() => void doRestore()}
      />
    </Dialog>
  );
}
