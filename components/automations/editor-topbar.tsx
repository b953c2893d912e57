"use client";

import clsx from "clsx";
import { ArrowLeft, Check, FlaskConical, Save, Settings2, Target } from "lucide-react";
import Link from "next/link";
import { useFormatter, useTranslations } from "next-intl";
import { Button } from "@/components/ui/button";

export type EditorTab = "editor" | "runs";

type EditorTopBarProps = {
  name: string;
  onName: (name: string) => void;
  isActive: boolean;
  dirty: boolean;
  canWrite: boolean;
  saving: boolean;
  toggling: boolean;
  onSave: () => void;
  onToggleActive: () => void;
  tab: EditorTab;
  onTab: (tab: EditorTab) => void;
  runCount: number | null;
  /** "Goal: tagged customer", or null without a goal. */
  goalLabel: string | null;
  onSettings: () => void;
  onTest: () => void;
};

/** The editor's header: back, the flow's name, save state, editor/runs tabs, save and the on/off switch. */
export function EditorTopBar({
  name,
  onName,
  isActive,
  dirty,
  canWrite,
  saving,
  toggling,
  onSave,
  onToggleActive,
  tab,
  onTab,
  runCount,
  goalLabel,
  onSettings,
  onTest,
}: EditorTopBarProps) {
  const t = useTranslations("automations.topbar");
  const format = useFormatter();
  return (
    <header className="relative z-10 flex h-16 shrink-0 items-center gap-4 border-b border-slate-200 bg-white px-4">
      <Link
        href="/automations"
        aria-label={t("back")}
        className="flex size-9 items-center justify-center rounded-lg text-slate-500 ring-1 ring-slate-200 hover:bg-slate-50 hover:text-slate-900"
      >
        <ArrowLeft aria-hidden className="size-4" />
      </Link>
      <div className="flex min-w-0 flex-1 items-center gap-3">
        <div className="min-w-0">
          <input
            aria-label={t("name")}
            value={name}
            readOnly={!canWrite}
            onChange={(event) => onName(event.target.value)}
            className="-ml-1.5 block w-full max-w-md min-w-0 truncate rounded-md border-0 bg-transparent px-1.5 py-0.5 text-base font-semibold text-slate-900 hover:bg-slate-50 focus:bg-white focus:ring-2 focus:ring-brand-500 focus:outline-none"
          />
          <p data-testid="save-state" className="flex items-center gap-1.5 pl-0 text-xs text-slate-500">
            <span className={clsx("size-1.5 rounded-full", isActive ? "bg-emerald-500" : "bg-slate-300")} aria-hidden />
            {isActive ? t("active") : t("draft")}
            <span aria-hidden className="text-slate-300">
              ·
            </span>
            {dirty ? (
              <span className="font-medium text-amber-700">{t("unsaved")}</span>
            ) : (
              <span className="inline-flex items-center gap-1">
                <Check aria-hidden className="size-3" />
                {t("saved")}
              </span>
            )}
            {goalLabel ? (
              <>
                <span aria-hidden className="text-slate-300">
                  ·
                </span>
                <span data-testid="flow-goal" className="inline-flex items-center gap-1 text-emerald-700">
                  <Target aria-hidden className="size-3" />
                  {goalLabel}
                </span>
              </>
            ) : null}
          </p>
        </div>
      </div>

      <nav aria-label={t("views")} className="hidden rounded-lg bg-slate-100 p-1 sm:flex">
        {(["editor", "runs"] as const).map((value) => (
          <button
            key={value}
            type="button"
            aria-pressed={tab === value}
            onClick={() => onTab(value)}
            className={clsx(
              "flex items-center gap-1.5 rounded-md px-3 py-1.5 text-sm font-medium transition",
              tab === value
                ? "bg-white text-slate-900 shadow-sm ring-1 ring-slate-200"
                : "text-slate-600 hover:text-slate-900",
            )}
          >
            {value === "editor" ? t("flow") : t("runs")}
            {value === "runs" && runCount !== null ? (
              <span className="rounded-full bg-slate-200/80 px-1.5 text-xs text-slate-600 tabular-nums">
                {format.number(runCount)}
              </span>
            ) : null}
          </button>
        ))}
      </nav>

      <div className="flex flex-1 items-center justify-end gap-3">
        <Button variant="secondary" onClick={onTest}>
          <FlaskConical aria-hidden />
          {t("test")}
        </Button>
        <Button variant="secondary" onClick={onSettings} aria-label={t("settings")} title={t("settingsTitle")}>
          <Settings2 aria-hidden />
        </Button>
        {canWrite ? (
          <>
            <Button variant="secondary" onClick={onSave} pending={saving} disabled={!dirty}>
              {saving ? null : <Save aria-hidden />}
              {isActive ? t("save") : t("saveDraft")}
            </Button>
            <button
              type="button"
              role="switch"
              aria-checked={isActive}
              aria-label={t("active")}
              disabled={toggling}
              onClick={onToggleActive}
              className={clsx(
                "flex h-10 items-center gap-2.5 rounded-lg px-3 text-sm font-medium ring-1 transition ring-inset disabled:opacity-60",
                isActive
                  ? "bg-emerald-50 text-emerald-800 ring-emerald-200 hover:bg-emerald-100"
                  : "bg-brand-600 text-white ring-brand-600 hover:bg-brand-700",
              )}
            >
              <span
                className={clsx(
                  "relative h-5 w-9 rounded-full transition",
                  isActive ? "bg-emerald-500" : "bg-white/30",
                )}
                aria-hidden
              >
                <span
                  className={clsx(
                    "absolute top-0.5 size-4 rounded-full bg-white shadow transition-all",
                    isActive ? "left-[1.125rem]" : "left-0.5",
                  )}
                />
              </span>
              {toggling ? (isActive ? t("pausing") : t("activating")) : isActive ? t("active") : t("activate")}
            </button>
          </>
        ) : null}
      </div>
    </header>
  );
}
