"use client";

import "@xyflow/react/dist/style.css";
import {
  Background,
  BackgroundVariant,
  Controls,
  MiniMap,
  ReactFlow,
  useReactFlow,
  type Connection,
  type EdgeChange,
  type IsValidConnection,
  type NodeChange,
} from "@xyflow/react";
import { MousePointerClick } from "lucide-react";
import { useTranslations } from "next-intl";
import { useState, type DragEvent } from "react";
import { BranchEdge } from "./branch-edge";
import type { StepEdge, StepNode } from "./flow-types";
import { isNodeKind, PALETTE_MIME, type NodeKind } from "./node-catalog";
import { StepNodeComponent } from "./step-node";

const nodeTypes = { step: StepNodeComponent };
const edgeTypes = { branch: BranchEdge };

/** Half the card (w-64, about 72 px tall): a dropped step lands centred under the pointer. */
const DROP_OFFSET = { x: 128, y: 36 };

/** An empty canvas puts x = 0 (where a click-added step goes) left of the middle, near the top. */
const EMPTY_VIEWPORT = { x: 420, y: 80, zoom: 1 };

const MINIMAP_COLORS: Record<NodeKind, string> = {
  TRIGGER: "#10b981",
  SEND_EMAIL: "#7c6cf0",
  EMAIL_WRITER: "#d946ef",
  DELAY: "#fbbf24",
  CONDITION: "#0ea5e9",
  WAIT_FOR_EVENT: "#fb923c",
  UPDATE_CONTACT: "#14b8a6",
  WEBHOOK: "#94a3b8",
  EXIT: "#fb7185",
};

type FlowCanvasProps = {
  nodes: StepNode[];
  edges: StepEdge[];
  onNodesChange: (changes: NodeChange<StepNode>[]) => void;
  onEdgesChange: (changes: EdgeChange<StepEdge>[]) => void;
  onConnect: (connection: Connection) => void;
  onDropStep: (kind: NodeKind, position: { x: number; y: number }) => void;
  readOnly: boolean;
  /** The overview map hides while the side panel narrows the canvas. */
  showMinimap: boolean;
};

export function FlowCanvas({
  nodes,
  edges,
  onNodesChange,
  onEdgesChange,
  onConnect,
  onDropStep,
  readOnly,
  showMinimap,
}: FlowCanvasProps) {
  const t = useTranslations("automations");
  const { screenToFlowPosition } = useReactFlow();
  // Fit a stored flow into view once; an empty canvas keeps its view so the first drop stays put.
  const [fitOnOpen] = useState(() => nodes.length > 0);

  const isValidConnection: IsValidConnection<StepEdge> = (connection) => {
    if (connection.source === connection.target) return false;
    const target = nodes.find((node) => node.id === connection.target);
    if (!target || target.data.kind === "TRIGGER") return false;
    return !edges.some((edge) => edge.source === connection.source && edge.target === connection.target);
  };

  const onDragOver = (event: DragEvent) => {
    if (!event.dataTransfer.types.includes(PALETTE_MIME)) return;
    event.preventDefault();
    event.dataTransfer.dropEffect = "move";
  };

  const onDrop = (event: DragEvent) => {
    const kind = event.dataTransfer.getData(PALETTE_MIME);
    if (!isNodeKind(kind)) return;
    event.preventDefault();
    const point = screenToFlowPosition({ x: event.clientX, y: event.clientY });
    onDropStep(kind, { x: point.x - DROP_OFFSET.x, y: point.y - DROP_OFFSET.y });
  };

  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: a drop target for palette drags; keyboard users add steps with the palette's buttons
    <div className="relative h-full w-full" data-testid="flow-canvas" onDragOver={onDragOver} onDrop={onDrop}>
      <ReactFlow<StepNode, StepEdge>
        nodes={nodes}
        edges={edges}
        nodeTypes={nodeTypes}
        edgeTypes={edgeTypes}
        onNodesChange={onNodesChange}
        onEdgesChange={onEdgesChange}
        onConnect={onConnect}
        isValidConnection={isValidConnection}
        nodesDraggable={!readOnly}
        nodesConnectable={!readOnly}
        elementsSelectable
        deleteKeyCode={readOnly ? null : ["Backspace", "Delete"]}
        fitView={fitOnOpen}
        defaultViewport={EMPTY_VIEWPORT}
        fitViewOptions={{ padding: 0.25, maxZoom: 1 }}
        minZoom={0.3}
        maxZoom={1.75}
        snapToGrid
        snapGrid={[8, 8]}
        connectionRadius={28}
        defaultEdgeOptions={{ type: "branch" }}
        proOptions={{ hideAttribution: true }}
        className="bg-slate-50"
      >
        <Background variant={BackgroundVariant.Dots} gap={20} size={1.2} color="var(--color-slate-300)" />
        <Controls
          showInteractive={false}
          position="bottom-left"
          className="!overflow-hidden !rounded-lg !shadow-sm !ring-1 !ring-slate-200"
        />
        {showMinimap ? (
          <MiniMap
            position="bottom-right"
            pannable
            zoomable
            ariaLabel={t("canvas.overview")}
            nodeColor={(node) => MINIMAP_COLORS[(node as StepNode).data.kind] ?? "#cbd5e1"}
            nodeBorderRadius={6}
            maskColor="rgb(241 245 249 / 0.7)"
            className="!overflow-hidden !rounded-lg !shadow-sm !ring-1 !ring-slate-200"
          />
        ) : null}
      </ReactFlow>
      {nodes.length === 0 ? (
        <div className="pointer-events-none absolute inset-0 flex items-center justify-center">
          <div className="flex max-w-xs flex-col items-center rounded-2xl border border-dashed border-slate-300 bg-white/80 px-8 py-10 text-center backdrop-blur-sm">
            <MousePointerClick aria-hidden className="size-6 text-slate-400" />
            <p className="mt-3 text-sm font-semibold text-slate-800">{t("canvas.emptyTitle")}</p>
            <p className="mt-1 text-sm text-slate-500">
              {t("canvas.emptyHint", { trigger: t("nodes.TRIGGER.label") })}
            </p>
          </div>
        </div>
      ) : null}
    </div>
  );
}
