import type { Edge, Node } from "@xyflow/react";
import type { Branch, NodeKind } from "./node-catalog";

/** A step on the canvas: its kind, its `data` as the API stores it, and what the editor knows about it. */
type StepData = {
  kind: NodeKind;
  config: Record<string, unknown>;
  /** Problems found by the client-side parse or by the activate endpoint's 422. */
  problems: string[];
  /** Contacts currently waiting at this step (live, from the API). */
  waiting?: number;
  /** Per-step analytics (GET /automations/{id} `nodeStats`), once contacts have run through. */
  stats?: StepStats | null;
};

export type StepStats = {
  entered: number;
  waiting: number;
  completed: number;
  exited: number;
  /** Runs that met the flow's goal at this step. */
  goalReached?: number;
  emails?: { sent: number; opened: number; clicked: number; openRate: number; clickRate: number };
};

export type StepNode = Node<StepData, "step">;
type BranchEdgeData = { branch: Branch | null };
export type StepEdge = Edge<BranchEdgeData, "branch">;

export type FlowGraph = { nodes: StepNode[]; edges: StepEdge[] };
