import type {
  Automation,
  AutomationNode,
  AutomationNodeEdge,
  AutomationRun,
  Contact,
} from "@/lib/generated/prisma/client";

/** One entry of AutomationRun.history: a step the run took and what it did. */
export type RunStep = { nodeId: string; type: AutomationNode["type"]; at: string; outcome: string };

/** What a step decided; the engine turns it into one conditional update of the run. */
export type StepResult =
  /** Go on along the node's outgoing edge (for a CONDITION, the edge labelled `label`). */
  | { kind: "next"; outcome: string; label?: "yes" | "no" }
  /** Stay at this node, WAITING, until `until` (DELAY), or until an event (WAIT_FOR_EVENT's `event`). */
  | { kind: "wait"; outcome: string; until: Date; event?: { key: string; emailId: string | null }; durationMs?: number }
  /** Leave the flow. */
  | { kind: "end"; outcome: string; status: "COMPLETED" | "CANCELLED" | "FAILED" | "GOAL_REACHED"; error?: string };

export type StepInput = {
  run: AutomationRun;
  automation: Automation & { edges: AutomationNodeEdge[] };
  node: AutomationNode;
  contact: Contact;
};

export function historyOf(run: AutomationRun): RunStep[] {
  return Array.isArray(run.history) ? (run.history as RunStep[]) : [];
}
