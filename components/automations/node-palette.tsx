"use client";

import clsx from "clsx";
import { GripVertical } from "lucide-react";
import { useTranslations } from "next-intl";
import { NODE_LOOKS, NODE_TYPES, PALETTE_GROUPS, PALETTE_MIME, type NodeKind } from "./node-catalog";

type NodePaletteProps = {
  /** Adds the step at the middle of the view: the keyboard way in, next to dragging. */
  onAdd: (kind: NodeKind) => void;
  /** A flow has one trigger; the palette stops offering another. */
  hasTrigger: boolean;
  disabled?: boolean;
};

/** The steps one can drag onto the canvas, grouped as a marketer thinks of them. */
export function NodePalette({ onAdd, hasTrigger, disabled = false }: NodePaletteProps) {
  const t = useTranslations("automations");
  return (
    <aside
      aria-label={t("palette.title")}
      className="flex w-60 shrink-0 flex-col overflow-y-auto border-r border-slate-200 bg-white"
    >
      <div className="px-4 pt-4 pb-2">
        <h2 className="text-sm font-semibold text-slate-900">{t("palette.title")}</h2>
        <p className="mt-0.5 text-xs leading-5 text-slate-500">{t("palette.hint")}</p>
      </div>
      {PALETTE_GROUPS.map((group) => (
        <section key={group} aria-label={t(`groups.${group}`)} className="px-3 pb-3">
          <h3 className="px-1 pt-2 pb-1.5 text-[11px] font-semibold tracking-wider text-slate-500 uppercase">
            {t(`groups.${group}`)}
          </h3>
          <ul
            // biome-ignore lint/a11y/noRedundantRoles: Safari drops list semantics from lists styled list-style: none (Tailwind preflight); role="list" restores them
            role="list"
            className="flex flex-col gap-1.5"
          >
            {NODE_TYPES.filter((kind) => NODE_LOOKS[kind].group === group).map((kind) => {
              const look = NODE_LOOKS[kind];
              const Icon = look.icon;
              const unavailable = disabled || (kind === "TRIGGER" && hasTrigger);
              return (
                <li key={kind}>
                  <button
                    type="button"
                    data-testid={`palette-${kind}`}
                    draggable={!unavailable}
                    disabled={unavailable}
                    title={kind === "TRIGGER" && hasTrigger ? t("palette.oneTrigger") : undefined}
                    onDragStart={(event) => {
                      event.dataTransfer.setData(PALETTE_MIME, kind);
                      event.dataTransfer.effectAllowed = "move";
                    }}
                    onClick={() => onAdd(kind)}
                    className={clsx(
                      "group flex w-full items-center gap-2.5 rounded-lg bg-white px-2 py-2 text-left ring-1 ring-slate-200 transition",
                      "hover:shadow-sm hover:ring-slate-300 active:cursor-grabbing enabled:cursor-grab",
                      "disabled:cursor-not-allowed disabled:opacity-45",
                    )}
                  >
                    <span
                      className={clsx(
                        "flex size-8 shrink-0 items-center justify-center rounded-md ring-1 ring-inset",
                        look.tile,
                      )}
                    >
                      <Icon aria-hidden className="size-4" strokeWidth={1.9} />
                    </span>
                    <span className="min-w-0 flex-1">
                      <span className="block truncate text-sm font-medium text-slate-800">
                        {t(`nodes.${kind}.label`)}
                      </span>
                      <span className="block truncate text-xs text-slate-500">{t(`nodes.${kind}.blurb`)}</span>
                    </span>
                    <GripVertical aria-hidden className="size-4 shrink-0 text-slate-300 group-hover:text-slate-400" />
                  </button>
                </li>
              );
            })}
          </ul>
        </section>
      ))}
    </aside>
  );
}
