"use client";

import { Handle, Position, useNodeConnections, type NodeProps } from "@xyflow/react";
import clsx from "clsx";
import { TriangleExclamationPoint, Users } from "lucide-react";
import { useFormatter, useTranslations } from "next-intl";
import { memo } from "react";
import type { StepNode, StepStats } from "./flow-types";
import { hasTarget, NODE_LOOKS, sourceHandlesOf, type Branch } from "./node-catalog";
import { useStepSummary } from "./step-summary";

const handleClasses = "!size-3 !border-2 !border-white !bg-slate-400 transition-colors hover:!bg-brand-500";

/** One step of the flow: icon, kind, a one-line summary of its settings, waiting contacts, problems. */
function StepNodeView({ id, data, selected }: NodeProps<StepNode>) {
  const t = useTranslations("automations");
  const look = NODE_LOOKS[data.kind];
  const Icon = look.icon;
  const summary = useStepSummary(data.kind, data.config);
  const invalid = data.problems.length > 0;
  const sources = sourceHandlesOf(data.kind);

  return (
    <div
      data-testid="flow-node"
      data-kind={data.kind}
      data-node-id={id}
      aria-invalid={invalid || undefined}
      className={clsx(
        "group relative w-64 rounded-xl bg-white text-left shadow-sm ring-1 transition-shadow",
        invalid
          ? "ring-2 ring-red-400"
          : selected
            ? "shadow-md ring-2 ring-brand-500"
            : "ring-slate-200 hover:shadow-md hover:ring-slate-300",
      )}
    >
      <div aria-hidden className={clsx("absolute inset-x-3 top-0 h-0.5 rounded-b-full", look.accent)} />
      {hasTarget(data.kind) ? <Handle type="target" position={Position.Top} className={handleClasses} /> : null}

      <div className="flex items-start gap-3 px-3.5 pt-3.5 pb-3">
        <div
          className={clsx("flex size-9 shrink-0 items-center justify-center rounded-lg ring-1 ring-inset", look.tile)}
        >
          <Icon aria-hidden className="size-[18px]" strokeWidth={1.9} />
        </div>
        <div className="min-w-0 flex-1">
          <div className="flex items-center justify-between gap-2">
            <p className="truncate text-[11px] font-semibold tracking-wide text-slate-500 uppercase">
              {t(`nodes.${data.kind}.label`)}
            </p>
            {data.waiting ? (
              <span
                data-testid="node-waiting"
                title={t("node.waitingHere", { count: data.waiting })}
                className="inline-flex items-center gap-1 rounded-full bg-brand-50 px-1.5 py-px text-[11px] font-medium text-brand-700 ring-1 ring-brand-200 ring-inset"
              >
                <Users aria-hidden className="size-3" />
                {data.waiting}
              </span>
            ) : null}
          </div>
          <p
            className={clsx(
              "mt-0.5 line-clamp-2 text-sm leading-5",
              summary.missing ? "text-slate-400 italic" : "font-medium text-slate-900",
            )}
          >
            {summary.text}
          </p>
        </div>
      </div>

      {data.stats && data.stats.entered > 0 ? <StepStatsRow stats={data.stats} /> : null}

      {invalid ? (
        <ul
          data-testid="node-problems"
          className="space-y-0.5 border-t border-red-100 bg-red-50/70 px-3.5 py-2 text-xs leading-4 text-red-700 rounded-b-xl"
        >
          {data.problems.slice(0, 3).map((problem) => (
            <li key={problem} className="flex gap-1.5">
              <TriangleExclamationPoint aria-hidden className="mt-px size-3 shrink-0" />
              <span>{problem}</span>
            </li>
          ))}
        </ul>
      ) : null}

      {sources.map((branch, index) =>
        branch === null ? (
          <Handle key="out" type="source" position={Position.Bottom} className={handleClasses} />
        ) : (
          <BranchHandle key={branch} branch={branch} left={index === 0 ? "30%" : "70%"} />
        ),
      )}
    </div>
  );
}

/** Entered / waiting / completed / exited for the step; email steps add their human open and click rates. */
function StepStatsRow({ stats }: { stats: StepStats }) {
  const t = useTranslations("automations.node");
  const format = useFormatter();
  const percent = (value: number) => format.number(Math.round(value * 100) / 100, { style: "percent" });
  const figures = [
    { key: "entered", label: t("entered"), value: stats.entered },
    { key: "waiting", label: t("waiting"), value: stats.waiting },
    { key: "completed", label: t("completed"), value: stats.completed },
    { key: "exited", label: t("exited"), value: stats.exited },
  ];
  return (
    <div data-testid="node-stats" className="border-t border-slate-100 px-3.5 py-2">
      <dl className="grid grid-cols-4 gap-1 text-center">
        {figures.map((figure) => (
          <div key={figure.key} data-testid={`node-stat-${figure.key}`}>
            <dt className="text-[10px] font-medium tracking-wide text-slate-400 uppercase">{figure.label}</dt>
            <dd
              className={clsx(
                "text-sm font-semibold tabular-nums",
                figure.key === "exited" && figure.value > 0 ? "text-rose-600" : "text-slate-800",
              )}
            >
              {format.number(figure.value)}
            </dd>
          </div>
        ))}
      </dl>
      {stats.goalReached ? (
        <p data-testid="node-goal-reached" className="mt-1.5 text-center text-xs font-medium text-emerald-700">
          {t("goalReached", { count: stats.goalReached })}
        </p>
      ) : null}
      {stats.emails ? (
        <p data-testid="node-email-rates" className="mt-1.5 text-center text-xs text-slate-500">
          {t.rich("emailRates", {
            sent: format.number(stats.emails.sent),
            opened: percent(stats.emails.openRate),
            clicked: percent(stats.emails.clickRate),
            rate: (chunks) => <span className="font-medium text-slate-700">{chunks}</span>,
          })}
        </p>
      ) : null}
    </div>
  );
}

/** A condition's yes or no way out; its small caption shows until an edge (with its own pill) leaves it. */
function BranchHandle({ branch, left }: { branch: Branch; left: string }) {
  const t = useTranslations("automations.branches");
  const connected = useNodeConnections({ handleType: "source", handleId: branch }).length > 0;
  return (
    <Handle
      id={branch}
      type="source"
      position={Position.Bottom}
      data-testid={`handle-${branch}`}
      style={{ left }}
      className={clsx(handleClasses, branch === "yes" ? "!bg-emerald-500" : "!bg-rose-400")}
    >
      {connected ? null : (
        <span
          aria-hidden
          className={clsx(
            "pointer-events-none absolute top-3 left-1/2 -translate-x-1/2 text-[10px] font-semibold tracking-wide uppercase",
            branch === "yes" ? "text-emerald-600" : "text-rose-500",
          )}
        >
          {t(branch)}
        </span>
      )}
    </Handle>
  );
}

export const StepNodeComponent = memo(StepNodeView);
