"use client";

import clsx from "clsx";
import { Route } from "lucide-react";
import { useFormatter, useTranslations } from "next-intl";
import { useState } from "react";
import { Badge } from "@/components/ui/badge";
import { EmptyState } from "@/components/ui/empty-state";
import { TableCell, TableRow } from "@/components/ui/table";
import { PagedList } from "@/components/ui/data/paged-list";
import { useAutomationRuns, type AutomationRun, type AutomationRunStatus } from "@/lib/queries/automations";
import type { StepNode } from "./flow-types";
import { isNodeKind, NODE_LOOKS } from "./node-catalog";
import { useFlowLookups } from "./flow-lookups";
import { stepSummary } from "./step-summary";

const PAGE_SIZE = 25;

/** Each status's badge tone; its word is automations.runs.statuses.<STATUS>. */
const STATUS_TONES: Record<AutomationRunStatus, "neutral" | "brand" | "success" | "warning" | "danger"> = {
  RUNNING: "brand",
  WAITING: "warning",
  COMPLETED: "success",
  FAILED: "danger",
  CANCELLED: "neutral",
  GOAL_REACHED: "success",
};

const DATE_TIME = { dateStyle: "medium", timeStyle: "short" } as const;

const FILTERS: (AutomationRunStatus | null)[] = [
  null,
  "RUNNING",
  "WAITING",
  "COMPLETED",
  "GOAL_REACHED",
  "FAILED",
  "CANCELLED",
];

/** Every contact's way through the flow: where it is now, its status and the steps it took. */
export function RunsTable({ automationId, nodes, live }: { automationId: string; nodes: StepNode[]; live: boolean }) {
  const t = useTranslations("automations.runs");
  const [status, setStatus] = useState<AutomationRunStatus | null>(null);
  const [page, setPage] = useState(1);
  const runs = useAutomationRuns(automationId, { status: status ?? undefined, page, limit: PAGE_SIZE }, { live });

  return (
    <div className="min-h-0 flex-1 overflow-y-auto">
      <div className="mx-auto flex max-w-6xl flex-col gap-4 px-6 py-8">
        <div className="flex flex-wrap items-center justify-between gap-3">
          <div>
            <h2 className="text-base font-semibold text-slate-900">{t("title")}</h2>
            <p className="text-sm text-slate-500">{live ? t("descriptionLive") : t("description")}</p>
          </div>
          <fieldset aria-label={t("filter")} className="m-0 flex min-w-0 flex-wrap gap-1.5 border-0 p-0">
            {FILTERS.map((value) => (
              <button
                key={value ?? "all"}
                type="button"
                aria-pressed={value === status}
                onClick={() => {
                  setStatus(value);
                  setPage(1);
                }}
                className={clsx(
                  "h-8 rounded-full px-3 text-sm font-medium ring-1 transition-colors ring-inset",
                  value === status
                    ? "bg-brand-600 text-white ring-brand-600"
                    : "bg-white text-slate-600 ring-slate-300 hover:bg-slate-50",
                )}
              >
                {value ? t(`statuses.${value}`) : t("all")}
              </button>
            ))}
          </fieldset>
        </div>
        <PagedList
          query={runs}
          loading={{ rows: 4, label: t("loading") }}
          errorTitle={t("loadError")}
          empty={
            <EmptyState
              icon={Route}
              title={status ? t("emptyFilteredTitle") : t("emptyTitle")}
              description={status ? t("emptyFilteredDescription") : t("emptyDescription")}
            />
          }
          table={{
            label: t("title"),
            columns: [
              { label: t("columns.contact") },
              { label: t("columns.status") },
              { label: t("columns.currentStep") },
              { label: t("columns.stepsTaken"), className: "hidden md:table-cell" },
              { label: t("columns.started"), className: "hidden lg:table-cell" },
            ],
            page,
            limit: PAGE_SIZE,
            onPage: setPage,
            noun: (total) => t("pageNoun", { count: total }),
          }}
        >
          {(rows) => rows.map((run) => <RunRow key={run.id} run={run} nodes={nodes} />)}
        </PagedList>
      </div>
    </div>
  );
}

const ISO_TIME = /\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(?:\.\d+)?Z/g;

/** The steps a run took as a row of step icons, each naming its outcome on hover. */
function StepTrail({ history }: { history: AutomationRun["history"] }) {
  const t = useTranslations("automations");
  const format = useFormatter();
  /** An outcome as people read it: "waiting until <ISO>" with the date in their locale. */
  const readableOutcome = (outcome: string) =>
    outcome.replace(ISO_TIME, (iso) => format.dateTime(new Date(iso), DATE_TIME));
  if (history.length === 0) return <span className="text-slate-400">—</span>;
  const last = history.at(-1)!;
  return (
    <div className="flex min-w-0 items-center gap-2">
      <ol className="flex items-center" aria-label={t("runs.stepsTaken", { count: history.length })}>
        {history.slice(-8).map((step, index) => {
          const kind = isNodeKind(step.type) ? step.type : null;
          const Icon = kind ? NODE_LOOKS[kind].icon : Route;
          const failed = step.outcome.startsWith("failed");
          return (
            // biome-ignore lint/suspicious/noArrayIndexKey: a run's step log is append-only and a node may repeat, so a step's position is part of its identity
            <li key={`${step.nodeId}-${index}`} className="flex items-center">
              {index > 0 ? <span aria-hidden className="h-px w-1.5 bg-slate-300" /> : null}
              <span
                title={t("runs.stepTitle", {
                  step: kind ? t(`nodes.${kind}.label`) : step.type,
                  outcome: readableOutcome(step.outcome),
                  at: format.dateTime(new Date(step.at), DATE_TIME),
                })}
                className={clsx(
                  "flex size-6 items-center justify-center rounded-md ring-1 ring-inset",
                  failed
                    ? "bg-red-50 text-red-600 ring-red-200"
                    : kind
                      ? NODE_LOOKS[kind].tile
                      : "bg-slate-50 text-slate-500 ring-slate-200",
                )}
              >
                <Icon aria-hidden className="size-3.5" />
              </span>
            </li>
          );
        })}
      </ol>
      <span className="truncate text-xs text-slate-500" title={readableOutcome(last.outcome)}>
        {readableOutcome(last.outcome).split(": ")[0]}
      </span>
    </div>
  );
}

function RunRow({ run, nodes }: { run: AutomationRun; nodes: StepNode[] }) {
  const t = useTranslations("automations");
  const format = useFormatter();
  const lookups = useFlowLookups();
  const node = nodes.find((item) => item.id === run.currentNodeId);
  const kind = node?.data.kind ?? (isNodeKind(run.currentNodeType) ? run.currentNodeType : null);
  const fullName = [run.contact?.firstName, run.contact?.lastName].filter(Boolean).join(" ");
  return (
    <TableRow data-testid="run-row">
      <TableCell className="max-w-64">
        <p className="truncate font-medium text-slate-900">
          {fullName || run.contact?.email || t("runs.deletedContact")}
        </p>
        {fullName ? <p className="truncate text-xs text-slate-500">{run.contact?.email}</p> : null}
      </TableCell>
      <TableCell>
        <Badge tone={STATUS_TONES[run.status]}>{t(`runs.statuses.${run.status}`)}</Badge>
        {run.status === "WAITING" && run.nextRunAt ? (
          <p className="mt-1 text-xs text-slate-500">
            {t("runs.until", { when: format.dateTime(new Date(run.nextRunAt), DATE_TIME) })}
          </p>
        ) : null}
        {run.error ? (
          <p className="mt-1 max-w-56 truncate text-xs text-red-600" title={run.error}>
            {run.error}
          </p>
        ) : null}
      </TableCell>
      <TableCell className="max-w-64">
        {kind ? (
          <>
            <p className="text-sm font-medium text-slate-800">{t(`nodes.${kind}.label`)}</p>
            {node ? (
              <p className="truncate text-xs text-slate-500">{stepSummary(kind, node.data.config, lookups, t).text}</p>
            ) : null}
          </>
        ) : (
          <span className="text-slate-400">—</span>
        )}
      </TableCell>
      <TableCell className="hidden md:table-cell">
        <StepTrail history={run.history} />
      </TableCell>
      <TableCell
        className="hidden text-slate-600 lg:table-cell"
        title={format.dateTime(new Date(run.createdAt), DATE_TIME)}
      >
        {format.relativeTime(new Date(run.createdAt))}
      </TableCell>
    </TableRow>
  );
}
