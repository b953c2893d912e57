"use client";

import { useEdgesState, useNodesState, type Connection } from "@xyflow/react";
import { useCallback, useMemo } from "react";
import { graphFingerprint, makeEdge, makeNode } from "./flow-graph";
import type { FlowGraph, StepEdge, StepNode } from "./flow-types";
import { sourceHandlesOf, type Branch, type NodeKind } from "./node-catalog";

/** The card's footprint with some air around it (w-64, up to about 100 px tall). */
const FOOTPRINT = { width: 256 + 32, height: 100 + 24 };

/** The spot, or the nearest one beside it (left, right, further out), where a new card covers no other. */
function freeSpotNear(nodes: StepNode[], spot: { x: number; y: number }) {
  const overlaps = (x: number) =>
    nodes.some(
      (node) =>
        Math.abs(node.position.x - x) < FOOTPRINT.width && Math.abs(node.position.y - spot.y) < FOOTPRINT.height,
    );
  for (let step = 0; step < 20; step++) {
    const offset = Math.ceil(step / 2) * (FOOTPRINT.width / 2) * (step % 2 === 1 ? -1 : 1);
    if (!overlaps(spot.x + offset)) return { x: spot.x + offset, y: spot.y };
  }
  return spot;
}

/** The graph being edited, with the edits the canvas and the side panel make to it. */
export function useFlowState(initial: FlowGraph) {
  const [nodes, setNodes, onNodesChange] = useNodesState<StepNode>(initial.nodes);
  const [edges, setEdges, onEdgesChange] = useEdgesState<StepEdge>(initial.edges);
  const fingerprint = useMemo(() => graphFingerprint({ nodes, edges }), [nodes, edges]);

  const select = useCallback(
    (id: string | null) =>
      setNodes((current) =>
        current.map((node) => (node.selected === (node.id === id) ? node : { ...node, selected: node.id === id })),
      ),
    [setNodes],
  );

  const addStep = useCallback(
    (kind: NodeKind, position: { x: number; y: number }) => {
      const node = makeNode(kind, freeSpotNear(nodes, position));
      setNodes((current) => [
        ...current.map((item) => (item.selected ? { ...item, selected: false } : item)),
        { ...node, selected: true },
      ]);
      return node;
    },
    [nodes, setNodes],
  );

  /** One edge per way out: a new connection from a handle replaces the old one. */
  const connect = useCallback(
    (connection: Connection) => {
      const source = nodes.find((node) => node.id === connection.source);
      if (!source) return;
      const branch =
        sourceHandlesOf(source.data.kind).length > 1 ? ((connection.sourceHandle ?? null) as Branch | null) : null;
      setEdges((current) => [
        ...current.filter((edge) => !(edge.source === connection.source && (edge.data?.branch ?? null) === branch)),
        makeEdge(connection.source, connection.target, branch),
      ]);
    },
    [nodes, setEdges],
  );

  const setConfig = useCallback(
    (id: string, config: Record<string, unknown>) =>
      setNodes((current) =>
        current.map((node) => (node.id === id ? { ...node, data: { ...node.data, config } } : node)),
      ),
    [setNodes],
  );

  const removeStep = useCallback(
    (id: string) => {
      setNodes((current) => current.filter((node) => node.id !== id));
      setEdges((current) => current.filter((edge) => edge.source !== id && edge.target !== id));
    },
    [setNodes, setEdges],
  );

  const duplicateStep = useCallback(
    (id: string) => {
      const original = nodes.find((node) => node.id === id);
      if (!original) return;
      const copy = makeNode(
        original.data.kind,
        { x: original.position.x + 40, y: original.position.y + 40 },
        structuredClone(original.data.config),
      );
      setNodes((current) => [...current.map((node) => ({ ...node, selected: false })), { ...copy, selected: true }]);
    },
    [nodes, setNodes],
  );

  const replaceGraph = useCallback(
    (graph: FlowGraph) => {
      setNodes(graph.nodes);
      setEdges(graph.edges);
    },
    [setNodes, setEdges],
  );

  return {
    nodes,
    edges,
    fingerprint,
    onNodesChange,
    onEdgesChange,
    select,
    addStep,
    connect,
    setConfig,
    removeStep,
    duplicateStep,
    replaceGraph,
  };
}
