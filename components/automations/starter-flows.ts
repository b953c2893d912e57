import { Clock, HeartHandshake, Sparkles, type LucideIcon } from "lucide-react";
import { defaultConfig, makeEdge, makeNode } from "./flow-graph";
import type { FlowGraph, StepNode } from "./flow-types";
import type { Branch, NodeKind } from "./node-catalog";

// Ready-made flows offered by "New automation". Lists and templates are the team's own, so those
// choices are left for the marketer; everything else comes set.

export type StarterId = "blank" | "welcome" | "reengagement";

type StarterStep = { key: string; kind: NodeKind; config?: Record<string, unknown>; x?: number; row: number };
type StarterLink = [from: string, to: string, branch?: Branch];

/** Its name and description are messages: automations.starters.<id>.name / .description. */
export type StarterFlow = {
  id: StarterId;
  icon: LucideIcon;
  steps: StarterStep[];
  links: StarterLink[];
};

const ROW_HEIGHT = 150;
const BRANCH_OFFSET = 170;
/** The card width of step-node.tsx (w-64), to centre the column on x = 0. */
const NODE_WIDTH = 256;

export const STARTER_FLOWS: StarterFlow[] = [
  {
    id: "blank",
    icon: Sparkles,
    steps: [],
    links: [],
  },
  {
    id: "welcome",
    icon: HeartHandshake,
    steps: [
      { key: "trigger", kind: "TRIGGER", row: 0 },
      { key: "welcome", kind: "SEND_EMAIL", row: 1 },
      { key: "wait", kind: "DELAY", config: { mode: "duration", amount: 2, unit: "days" }, row: 2 },
      {
        key: "opened",
        kind: "CONDITION",
        config: { kind: "email_activity", activity: "opened", within: null },
        row: 3,
      },
      {
        key: "tag",
        kind: "UPDATE_CONTACT",
        config: { ...defaultConfig("UPDATE_CONTACT"), addTags: ["engaged"] },
        x: -BRANCH_OFFSET,
        row: 4,
      },
      { key: "reminder", kind: "SEND_EMAIL", x: BRANCH_OFFSET, row: 4 },
    ],
    links: [
      ["trigger", "welcome"],
      ["welcome", "wait"],
      ["wait", "opened"],
      ["opened", "tag", "yes"],
      ["opened", "reminder", "no"],
    ],
  },
  {
    id: "reengagement",
    icon: Clock,
    steps: [
      { key: "trigger", kind: "TRIGGER", config: { kind: "tag_added", tag: "inactive" }, row: 0 },
      { key: "miss-you", kind: "SEND_EMAIL", row: 1 },
      { key: "wait", kind: "DELAY", config: { mode: "duration", amount: 7, unit: "days" }, row: 2 },
      {
        key: "clicked",
        kind: "CONDITION",
        config: { kind: "email_activity", activity: "clicked", within: { amount: 7, unit: "days" } },
        row: 3,
      },
      {
        key: "welcome-back",
        kind: "UPDATE_CONTACT",
        config: { ...defaultConfig("UPDATE_CONTACT"), addTags: ["re-engaged"], removeTags: ["inactive"] },
        x: -BRANCH_OFFSET,
        row: 4,
      },
      {
        key: "sunset",
        kind: "UPDATE_CONTACT",
        config: { ...defaultConfig("UPDATE_CONTACT"), status: "UNSUBSCRIBED" },
        x: BRANCH_OFFSET,
        row: 4,
      },
      { key: "exit", kind: "EXIT", x: BRANCH_OFFSET, row: 5 },
    ],
    links: [
      ["trigger", "miss-you"],
      ["miss-you", "wait"],
      ["wait", "clicked"],
      ["clicked", "welcome-back", "yes"],
      ["clicked", "sunset", "no"],
      ["sunset", "exit"],
    ],
  },
];

export function starterById(id: string | null | undefined) {
  return STARTER_FLOWS.find((starter) => starter.id === id) ?? null;
}

/** The starter as a fresh graph with new node ids. */
export function starterGraph(starter: StarterFlow): FlowGraph {
  const ids = new Map<string, StepNode>();
  const nodes = starter.steps.map((step) => {
    const node = makeNode(
      step.kind,
      { x: (step.x ?? 0) - NODE_WIDTH / 2, y: step.row * ROW_HEIGHT },
      step.config ?? defaultConfig(step.kind),
    );
    ids.set(step.key, node);
    return node;
  });
  const edges = starter.links.map(([from, to, branch]) => makeEdge(ids.get(from)!.id, ids.get(to)!.id, branch ?? null));
  return { nodes, edges };
}
