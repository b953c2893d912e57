"use client";

import { ReactFlowProvider, useReactFlow } from "@xyflow/react";
import { useSearchParams } from "next/navigation";
import { useTranslations } from "next-intl";
import { useEffect, useMemo, useRef, useState } from "react";
import { usePermissions } from "@/components/settings/use-permissions";
import { Alert } from "@/components/ui/alert";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { ErrorState } from "@/components/ui/error-state";
import { Skeleton } from "@/components/ui/skeleton";
import { useToast } from "@/components/ui/toast";
import { errorMessageOf } from "@/lib/queries/api-client";
import { useAutomation, useSetAutomationActive, useUpdateAutomation, type Automation } from "@/lib/queries/automations";
import { problemsFromApi, type GraphProblems } from "./api-problems";
import { EditorTopBar, type EditorTab } from "./editor-topbar";
import { FlowCanvas } from "./flow-canvas";
import { graphConfigProblems, graphFingerprint, graphFromAutomation, graphToBody } from "./flow-graph";
import { FlowLookupsProvider } from "./flow-lookups";
import { FlowSettingsDialog, useGoalSentence } from "./flow-settings-dialog";
import { NodePalette } from "./node-palette";
import { RunsTable } from "./runs-table";
import { starterById, starterGraph } from "./starter-flows";
import { StepPanel } from "./step-panel";
import { TestContactDialog } from "./test-contact-dialog";
import { useFlowState } from "./use-flow-state";
import { useUnsavedGuard } from "@/components/forms/use-unsaved-guard";
import { Skeletons } from "@/components/ui/data/skeletons";
import { LeaveGuardDialog } from "@/components/ui/data/leave-guard-dialog";

/** The side panel's width (w-[22rem]). */
const PANEL_WIDTH = 352;

const NO_PROBLEMS: GraphProblems = { byNode: new Map(), general: [] };

/** The full-screen flow editor of one automation. */
export function AutomationEditor({ id }: { id: string }) {
  const t = useTranslations("automations.editor");
  const automation = useAutomation(id);
  const starter = starterById(useSearchParams().get("starter"));

  return (
    <div className="fixed inset-0 z-40 flex flex-col bg-slate-50">
      {automation.isPending ? (
        <EditorSkeleton />
      ) : automation.isError ? (
        <div className="m-auto w-full max-w-md rounded-xl bg-white ring-1 ring-slate-200">
          <ErrorState title={t("loadError")} error={automation.error} onRetry={() => void automation.refetch()} />
        </div>
      ) : (
        <FlowLookupsProvider>
          <ReactFlowProvider>
            <EditorWorkspace
              key={automation.data.id}
              initial={automation.data}
              live={automation.data}
              starterId={starter?.id ?? null}
            />
          </ReactFlowProvider>
        </FlowLookupsProvider>
      )}
    </div>
  );
}

function EditorSkeleton() {
  const t = useTranslations("automations.editor");
  return (
    <div role="status" aria-label={t("loading")} className="flex flex-1 flex-col">
      <div className="flex h-16 items-center gap-4 border-b border-slate-200 bg-white px-4">
        <Skeleton className="size-9" />
        <Skeleton className="h-5 w-56" />
      </div>
      <div className="flex flex-1">
        <div className="w-60 space-y-2 border-r border-slate-200 bg-white p-4">
          <Skeletons count={8} className="h-12 w-full" />
        </div>
        <div className="flex flex-1 flex-col items-center gap-10 pt-24">
          <Skeletons count={3} className="h-20 w-64 rounded-xl" />
        </div>
      </div>
    </div>
  );
}

type WorkspaceProps = { initial: Automation; live: Automation; starterId: string | null };

function EditorWorkspace({ initial, live, starterId }: WorkspaceProps) {
  const t = useTranslations("automations.editor");
  const tAll = useTranslations("automations");
  const goalLabel = useGoalSentence(live.goal);
  const toast = useToast();
  const { can } = usePermissions();
  const canWrite = can("automations:write");
  const update = useUpdateAutomation();
  const setActive = useSetAutomationActive();

  const [startGraph] = useState(() => {
    const starter = starterById(starterId);
    return initial.nodes.length === 0 && starter ? starterGraph(starter) : graphFromAutomation(initial);
  });
  const flow = useFlowState(startGraph);
  const canvasRef = useRef<HTMLElement>(null);
  const { screenToFlowPosition } = useReactFlow();
  /** A step added by click lands in the middle of what the marketer is looking at. */
  const viewCentre = () => {
    const rect = canvasRef.current?.getBoundingClientRect();
    // The new step opens the side panel, which narrows the canvas: centre on what stays visible.
    const visibleWidth = rect ? rect.width - (selected ? 0 : PANEL_WIDTH) : 0;
    const point = rect
      ? screenToFlowPosition({ x: rect.left + visibleWidth / 2, y: rect.top + rect.height / 2 })
      : { x: 0, y: 0 };
    return { x: Math.round(point.x - 128), y: Math.round(point.y - 36) };
  };
  const [savedFingerprint, setSavedFingerprint] = useState(() => graphFingerprint(graphFromAutomation(initial)));
  const [name, setName] = useState(initial.name);
  const [savedName, setSavedName] = useState(initial.name);
  const [tab, setTab] = useState<EditorTab>("editor");
  const [showErrors, setShowErrors] = useState(false);
  const [apiProblems, setApiProblems] = useState<GraphProblems>(NO_PROBLEMS);
  const [confirmPause, setConfirmPause] = useState(false);
  const [dialog, setDialog] = useState<"settings" | "test" | null>(null);

  const dirty = flow.fingerprint !== savedFingerprint || name.trim() !== savedName;
  const guard = useUnsavedGuard(dirty);
  const isActive = live.isActive;
  const runCount = live.runCounts ? Object.values(live.runCounts).reduce((sum, count) => sum + count, 0) : null;

  const configProblems = useMemo(
    () => (showErrors ? graphConfigProblems(flow.nodes, tAll) : new Map<string, string[]>()),
    [showErrors, flow.nodes, tAll],
  );
  // What the canvas draws: the edited graph plus problems and live counts, without copying untouched nodes.
  const displayNodes = useMemo(
    () =>
      flow.nodes.map((node) => {
        const problems = [...(configProblems.get(node.id) ?? []), ...(apiProblems.byNode.get(node.id) ?? [])];
        const counts = live.nodeCounts?.[node.id];
        const waiting = counts ? counts.waiting + counts.running : 0;
        const stats = live.nodeStats?.[node.id] ?? null;
        if (
          problems.length === 0 &&
          node.data.problems.length === 0 &&
          (node.data.waiting ?? 0) === waiting &&
          !stats &&
          !node.data.stats
        )
          return node;
        return { ...node, data: { ...node.data, problems, waiting, stats } };
      }),
    [flow.nodes, configProblems, apiProblems, live.nodeCounts, live.nodeStats],
  );
  const selected = displayNodes.find((node) => node.selected) ?? null;
  const hasTrigger = flow.nodes.some((node) => node.data.kind === "TRIGGER");

  // Problems the API named describe the graph as it was sent; an edit to the graph retires them.
  const edited =
    <Args extends unknown[]>(change: (...args: Args) => void) =>
    (...args: Args) => {
      setApiProblems(NO_PROBLEMS);
      change(...args);
    };

  /** Saves the flow; an inactive one is a draft and saves unfinished (activation checks it). */
  const save = async ({ quiet = false } = {}): Promise<boolean> => {
    setShowErrors(true);
    const problems = graphConfigProblems(flow.nodes, tAll);
    if (problems.size > 0 && isActive) {
      toast.error(t("needsAttention"), t("needsAttentionDetail", { count: problems.size }));
      flow.select([...problems.keys()][0]);
      return false;
    }
    if (!name.trim()) {
      toast.error(t("nameIt"), t("nameItDetail"));
      return false;
    }
    const fingerprint = flow.fingerprint;
    try {
      const saved = await update.mutateAsync({ id: initial.id, changes: { name: name.trim(), ...graphToBody(flow) } });
      setSavedFingerprint(fingerprint);
      setSavedName(saved.name);
      setApiProblems(NO_PROBLEMS);
      if (quiet) return true;
      if (problems.size > 0) toast.success(t("draftSaved"), t("draftSavedDetail", { count: problems.size }));
      else toast.success(isActive ? t("saved") : t("draftSaved"));
      return true;
    } catch (error) {
      setApiProblems(problemsFromApi(error, flow.nodes, flow.edges));
      toast.error(t("saveFailed"), errorMessageOf(error));
      return false;
    }
  };

  const activate = async () => {
    if (dirty && !(await save({ quiet: true }))) return;
    try {
      await setActive.mutateAsync({ id: initial.id, active: true });
      setApiProblems(NO_PROBLEMS);
      toast.success(t("live"), t("liveDetail"));
    } catch (error) {
      setShowErrors(true);
      setApiProblems(problemsFromApi(error, flow.nodes, flow.edges));
      setTab("editor");
      toast.error(t("cantStart"), errorMessageOf(error));
    }
  };

  const pause = async () => {
    try {
      await setActive.mutateAsync({ id: initial.id, active: false });
      toast.success(t("paused"), t("pausedDetail"));
    } catch (error) {
      toast.error(t("pauseFailed"), errorMessageOf(error));
    } finally {
      setConfirmPause(false);
    }
  };

  // Cmd/Ctrl+S saves, as in every editor people know.
  const saveRef = useLatest(save);
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if ((event.metaKey || event.ctrlKey) && event.key.toLowerCase() === "s") {
        event.preventDefault();
        if (canWrite) void saveRef.current();
      }
    };
    window.addEventListener("keydown", onKeyDown);
    return () => window.removeEventListener("keydown", onKeyDown);
  }, [canWrite, saveRef]);

  return (
    <>
      <EditorTopBar
        name={name}
        onName={setName}
        isActive={isActive}
        dirty={dirty}
        canWrite={canWrite}
        saving={update.isPending}
        toggling={setActive.isPending}
        onSave={() => void save()}
        onToggleActive={() => (isActive ? setConfirmPause(true) : void activate())}
        tab={tab}
        onTab={setTab}
        runCount={runCount}
        goalLabel={goalLabel}
        onSettings={() => setDialog("settings")}
        onTest={() => setDialog("test")}
      />
      {tab === "runs" ? (
        <RunsTable automationId={initial.id} nodes={flow.nodes} live={isActive} />
      ) : (
        <div className="flex min-h-0 flex-1">
          {canWrite ? (
            <NodePalette hasTrigger={hasTrigger} onAdd={edited((kind) => void flow.addStep(kind, viewCentre()))} />
          ) : null}
          <main ref={canvasRef} className="relative min-w-0 flex-1">
            {apiProblems.general.length ? (
              <div className="absolute inset-x-0 top-4 z-10 mx-auto w-fit max-w-lg">
                <Alert tone="error" title={t("cantRun")}>
                  {apiProblems.general.join(" ")}
                </Alert>
              </div>
            ) : null}
            <FlowCanvas
              nodes={displayNodes}
              edges={flow.edges}
              onNodesChange={flow.onNodesChange}
              onEdgesChange={flow.onEdgesChange}
              onConnect={edited(flow.connect)}
              onDropStep={edited((kind, position) => {
                if (kind === "TRIGGER" && hasTrigger) toast.error(t("oneTrigger"), t("oneTriggerDetail"));
                else flow.addStep(kind, position);
              })}
              readOnly={!canWrite}
              showMinimap={!selected && flow.nodes.length > 0}
            />
          </main>
          {selected ? (
            <StepPanel
              key={selected.id}
              node={selected}
              showErrors={showErrors}
              readOnly={!canWrite}
              onConfig={edited(flow.setConfig)}
              onDuplicate={flow.duplicateStep}
              onDelete={edited(flow.removeStep)}
              onClose={() => flow.select(null)}
            />
          ) : null}
        </div>
      )}
      <FlowSettingsDialog
        automation={live}
        open={dialog === "settings"}
        onClose={() => setDialog(null)}
        readOnly={!canWrite}
      />
      <TestContactDialog
        automationId={initial.id}
        nodes={flow.nodes}
        open={dialog === "test"}
        onClose={() => setDialog(null)}
      />
      <ConfirmDialog
        open={confirmPause}
        title={t("pauseTitle")}
        description={t("pauseDescription")}
        confirmLabel={t("pauseConfirm")}
        pending={setActive.isPending}
        onConfirm={() => void pause()}
        onCancel={() => setConfirmPause(false)}
      />
      <LeaveGuardDialog guard={guard} messages="automations.editor" />
    </>
  );
}

/** A ref that always holds the latest value, for listeners registered once. */
function useLatest<T>(value: T) {
  const ref = useRef(value);
  useEffect(() => {
    ref.current = value;
  });
  return ref;
}
