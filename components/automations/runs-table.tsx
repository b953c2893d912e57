"use client";

import clsx from "clsx";
import { Route } from "lucide-react";
import { useState } from "react";
import { Pagination } from "@/components/contacts/pagination";
import { formatDateTime, formatRelative } from "@/components/settings/format";
import { TableSkeleton } from "@/components/settings/table-skeleton";
import { Badge } from "@/components/ui/badge";
import { Card } from "@/components/ui/card";
import { EmptyState } from "@/components/ui/empty-state";
import { ErrorState } from "@/components/ui/error-state";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "@/components/ui/table";
import { useAutomationRuns, type AutomationRun, type AutomationRunStatus } from "@/lib/queries/automations";
import type { StepNode } from "./flow-types";
import { isNodeKind, NODE_LOOKS } from "./node-catalog";
import { useFlowLookups } from "./flow-lookups";
import { stepSummary } from "./step-summary";

const PAGE_SIZE = 25;

const STATUS_LOOKS: Record<AutomationRunStatus, { label: string; tone: "neutral" | "brand" | "success" | "warning" | "danger" }> = {
  RUNNING: { label: "Running", tone: "brand" },
  WAITING: { label: "Waiting", tone: "warning" },
  COMPLETED: { label: "Completed", tone: "success" },
  FAILED: { label: "Failed", tone: "danger" },
  CANCELLED: { label: "Cancelled", tone: "neutral" },
  GOAL_REACHED: { label: "Reached goal", tone: "success" },
};

const FILTERS: (AutomationRunStatus | null)[] = [null, "RUNNING", "WAITING", "COMPLETED", "GOAL_REACHED", "FAILED", "CANCELLED"];

/** Every contact's way through the flow: where it is now, its status and the steps it took. */
export function RunsTable({ automationId, nodes, live }: { automationId: string; nodes: StepNode[]; live: boolean }) {
  const [status, setStatus] = useState<AutomationRunStatus | null>(null);
  const [page, setPage] = useState(1);
  const runs = useAutomationRuns(automationId, { status: status ?? undefined, page, limit: PAGE_SIZE }, { live });

  return (
    <div className="min-h-0 flex-1 overflow-y-auto">
      <div className="mx-auto flex max-w-6xl flex-col gap-4 px-6 py-8">
        <div className="flex flex-wrap items-center justify-between gap-3">
          <div>
            <h2 className="text-base font-semibold text-slate-900">Runs</h2>
            <p className="text-sm text-slate-500">Each contact that entered this flow, and where it is now.{live ? " Updates every few seconds." : ""}</p>
          </div>
          <div role="group" aria-label="Filter runs by status" className="flex flex-wrap gap-1.5">
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
                  value === status ? "bg-brand-600 text-white ring-brand-600" : "bg-white text-slate-600 ring-slate-300 hover:bg-slate-50",
                )}
              >
                {value ? STATUS_LOOKS[value].label : "All"}
              </button>
            ))}
          </div>
        </div>
        {runs.isPending ? (
          <Card className="overflow-hidden">
            <TableSkeleton rows={4} label="Loading runs" />
          </Card>
        ) : runs.isError ? (
          <Card>
            <ErrorState title="We couldn't load the runs" error={runs.error} onRetry={() => void runs.refetch()} />
          </Card>
        ) : runs.data.pagination.total === 0 ? (
          <EmptyState
            icon={Route}
            title={status ? "No runs with this status" : "No one has entered this flow yet"}
            description={status ? "Try another status." : "Once the automation is active, each contact that matches the trigger appears here with the steps it has taken."}
          />
        ) : (
          <Card className="overflow-hidden">
            <Table aria-label="Runs">
              <TableHead>
                <tr>
                  <TableHeader>Contact</TableHeader>
                  <TableHeader>Status</TableHeader>
                  <TableHeader>Current step</TableHeader>
                  <TableHeader className="hidden md:table-cell">Steps taken</TableHeader>
                  <TableHeader className="hidden lg:table-cell">Started</TableHeader>
                </tr>
              </TableHead>
              <TableBody className={runs.isPlaceholderData ? "opacity-60" : undefined}>
                {runs.data.data.map((run) => (
                  <RunRow key={run.id} run={run} nodes={nodes} />
                ))}
              </TableBody>
            </Table>
            <Pagination page={page} limit={PAGE_SIZE} total={runs.data.pagination.total} onPage={setPage} noun={runs.data.pagination.total === 1 ? "run" : "runs"} />
          </Card>
        )}
      </div>
    </div>
  );
}

const ISO_TIME = /\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(?:\.\d+)?Z/g;

/** An outcome as people read it: "waiting until <ISO>" with the date in their locale. */
const readableOutcome = (outcome: string) => outcome.replace(ISO_TIME, (iso) => formatDateTime(iso));

/** The steps a run took as a row of step icons, each naming its outcome on hover. */
function StepTrail({ history }: { history: AutomationRun["history"] }) {
  if (history.length === 0) return <span className="text-slate-400">—</span>;
  const last = history.at(-1)!;
  return (
    <div className="flex min-w-0 items-center gap-2">
      <ol className="flex items-center" aria-label={`${history.length} steps taken`}>
        {history.slice(-8).map((step, index) => {
          const kind = isNodeKind(step.type) ? step.type : null;
          const Icon = kind ? NODE_LOOKS[kind].icon : Route;
          const failed = step.outcome.startsWith("failed");
          return (
            <li key={`${step.nodeId}-${index}`} className="flex items-center">
              {index > 0 ? <span aria-hidden className="h-px w-1.5 bg-slate-300" /> : null}
              <span
                title={`${kind ? NODE_LOOKS[kind].label : step.type}: ${readableOutcome(step.outcome)} (${formatDateTime(step.at)})`}
                className={clsx("flex size-6 items-center justify-center rounded-md ring-1 ring-inset", failed ? "bg-red-50 text-red-600 ring-red-200" : kind ? NODE_LOOKS[kind].tile : "bg-slate-50 text-slate-500 ring-slate-200")}
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
  const lookups = useFlowLookups();
  const look = STATUS_LOOKS[run.status];
  const node = nodes.find((item) => item.id === run.currentNodeId);
  const kind = node?.data.kind ?? (isNodeKind(run.currentNodeType) ? run.currentNodeType : null);
  const fullName = [run.contact?.firstName, run.contact?.lastName].filter(Boolean).join(" ");
  return (
    <TableRow data-testid="run-row">
      <TableCell className="max-w-64">
        <p className="truncate font-medium text-slate-900">{fullName || run.contact?.email || "Deleted contact"}</p>
        {fullName ? <p className="truncate text-xs text-slate-500">{run.contact?.email}</p> : null}
      </TableCell>
      <TableCell>
        <Badge tone={look.tone}>{look.label}</Badge>
        {run.status === "WAITING" && run.nextRunAt ? <p className="mt-1 text-xs text-slate-500">until {formatDateTime(run.nextRunAt)}</p> : null}
        {run.error ? <p className="mt-1 max-w-56 truncate text-xs text-red-600" title={run.error}>{run.error}</p> : null}
      </TableCell>
      <TableCell className="max-w-64">
        {kind ? (
          <>
            <p className="text-sm font-medium text-slate-800">{NODE_LOOKS[kind].label}</p>
            {node ? <p className="truncate text-xs text-slate-500">{stepSummary(kind, node.data.config, lookups).text}</p> : null}
          </>
        ) : (
          <span className="text-slate-400">—</span>
        )}
      </TableCell>
      <TableCell className="hidden md:table-cell">
        <StepTrail history={run.history} />
      </TableCell>
      <TableCell className="hidden text-slate-600 lg:table-cell" title={formatDateTime(run.createdAt)}>
        {formatRelative(run.createdAt)}
      </TableCell>
    </TableRow>
  );
}
