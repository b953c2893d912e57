"use client";

import { BaseEdge, EdgeLabelRenderer, getSmoothStepPath, useReactFlow, type EdgeProps } from "@xyflow/react";
import clsx from "clsx";
import { X } from "lucide-react";
import { useTranslations } from "next-intl";
import type { StepEdge } from "./flow-types";

/** A connection between steps; a condition's branch carries a yes/no pill, a selected edge a remove button. */
export function BranchEdge(edge: EdgeProps<StepEdge>) {
  const { id, data, selected, markerEnd, animated } = edge;
  const t = useTranslations("automations.branches");
  const { deleteElements } = useReactFlow();
  // The path runs between the edge's own end points (source/target x, y and sides).
  const [path, labelX, labelY] = getSmoothStepPath({ ...edge, borderRadius: 14 });
  const branch = data?.branch ?? null;
  const stroke = selected
    ? "var(--color-brand-500)"
    : branch === "yes"
      ? "var(--color-emerald-400)"
      : branch === "no"
        ? "var(--color-rose-300)"
        : "var(--color-slate-300)";

  return (
    <>
      <BaseEdge
        id={id}
        path={path}
        markerEnd={markerEnd}
        style={{ stroke, strokeWidth: selected ? 2.25 : 1.75, strokeDasharray: animated ? "6 4" : undefined }}
      />
      <EdgeLabelRenderer>
        <div
          className="nodrag nopan pointer-events-auto absolute flex items-center gap-1"
          style={{ transform: `translate(-50%, -50%) translate(${labelX}px, ${labelY}px)` }}
        >
          {branch ? (
            <span
              data-testid="edge-label"
              className={clsx(
                "rounded-full px-2 py-0.5 text-[11px] font-semibold tracking-wide uppercase shadow-sm ring-1 ring-inset",
                branch === "yes"
                  ? "bg-emerald-50 text-emerald-700 ring-emerald-200"
                  : "bg-rose-50 text-rose-700 ring-rose-200",
              )}
            >
              {t(branch)}
            </span>
          ) : null}
          {selected ? (
            <button
              type="button"
              aria-label={t("removeConnection")}
              onClick={() => void deleteElements({ edges: [{ id }] })}
              className="flex size-5 items-center justify-center rounded-full bg-white text-slate-500 shadow ring-1 ring-slate-300 hover:bg-red-50 hover:text-red-600"
            >
              <X aria-hidden className="size-3" />
            </button>
          ) : null}
        </div>
      </EdgeLabelRenderer>
    </>
  );
}
