"use client";

import { ArrowLeft, Braces, Eye, Redo2, Save, Undo2 } from "lucide-react";
import Link from "next/link";
import { useLocale, useTranslations } from "next-intl";
import type { ReactNode } from "react";
import { Button } from "@/components/ui/button";
import { Menu } from "../menu";
import { DeviceToggle, type DeviceId } from "./device-toggle";
import { templateVariablesFor } from "./variables";

/** The variables menu, for the canvas and the subject line alike. */
export function VariablesMenu({
  label,
  onInsert,
  compact = false,
}: {
  label: string;
  onInsert: (liquid: string) => void;
  compact?: boolean;
}) {
  const t = useTranslations("designer.variables");
  const locale = useLocale();
  return (
    <Menu
      label={label}
      heading={t("heading")}
      triggerClassName="inline-flex h-8 items-center gap-1.5 rounded-md px-2.5 text-sm font-medium text-slate-600 ring-1 ring-slate-200 ring-inset transition-colors hover:bg-slate-50 hover:text-slate-900"
      trigger={() => (
        <>
          <Braces aria-hidden className="size-4" />
          {compact ? <span className="sr-only">{t("button")}</span> : t("button")}
        </>
      )}
      items={templateVariablesFor(locale).map((variable) => ({
        label: t(variable.key),
        detail: variable.liquid,
        onSelect: () => onInsert(variable.liquid),
      }))}
    />
  );
}

type DesignerToolbarProps = {
  name: string;
  onName: (name: string) => void;
  status: ReactNode;
  device: DeviceId;
  onDevice: (device: DeviceId) => void;
  onInsertVariable: (liquid: string) => void;
  onUndo: () => void;
  onRedo: () => void;
  onPreview: () => void;
  onSave: () => void;
  saving: boolean;
  previewing: boolean;
  ready: boolean;
  /** The pre-send Check button (components/checks). */
  check: ReactNode;
  /** Version history and Publish (publish-controls.tsx). */
  lifecycle: ReactNode;
};

const iconButton =
  "inline-flex size-8 items-center justify-center rounded-md text-slate-500 transition-colors hover:bg-slate-100 hover:text-slate-900 disabled:opacity-40";

export function DesignerToolbar(props: DesignerToolbarProps) {
  const {
    name,
    onName,
    status,
    device,
    onDevice,
    onInsertVariable,
    onUndo,
    onRedo,
    onPreview,
    onSave,
    saving,
    previewing,
    ready,
    check,
    lifecycle,
  } = props;
  const t = useTranslations("designer.toolbar");
  return (
    <header className="flex h-14 shrink-0 items-center gap-3 border-b border-slate-200 bg-white px-3">
      <Link href="/templates" className={iconButton} aria-label={t("back")} title={t("back")}>
        <ArrowLeft aria-hidden className="size-4" />
      </Link>
      <div className="h-6 w-px bg-slate-200" aria-hidden />
      <div className="flex min-w-0 flex-1 items-center gap-3">
        <input
          aria-label={t("name")}
          value={name}
          maxLength={200}
          onChange={(event) => onName(event.target.value)}
          className="h-8 w-full max-w-72 min-w-0 truncate rounded-md border-0 bg-transparent px-2 text-[15px] font-semibold text-slate-900 ring-inset hover:ring-1 hover:ring-slate-200 focus:ring-2 focus:ring-brand-500 focus:outline-none"
        />
        <div className="hidden shrink-0 text-xs text-slate-500 md:block" aria-live="polite" data-testid="save-status">
          {status}
        </div>
      </div>
      <VariablesMenu label={t("variables")} onInsert={onInsertVariable} />
      <div className="flex items-center">
        <button
          type="button"
          className={iconButton}
          onClick={onUndo}
          disabled={!ready}
          aria-label={t("undo")}
          title={t("undoTitle")}
        >
          <Undo2 aria-hidden className="size-4" />
        </button>
        <button
          type="button"
          className={iconButton}
          onClick={onRedo}
          disabled={!ready}
          aria-label={t("redo")}
          title={t("redoTitle")}
        >
          <Redo2 aria-hidden className="size-4" />
        </button>
      </div>
      <DeviceToggle value={device} onChange={onDevice} />
      <div className="h-6 w-px bg-slate-200" aria-hidden />
      {lifecycle}
      {check}
      <Button variant="secondary" size="sm" onClick={onPreview} pending={previewing} disabled={!ready}>
        <Eye aria-hidden />
        {t("preview")}
      </Button>
      <Button size="sm" onClick={onSave} pending={saving} disabled={!ready} title={t("saveTitle")}>
        {saving ? null : <Save aria-hidden />}
        {t("save")}
      </Button>
    </header>
  );
}
