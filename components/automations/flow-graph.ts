import { MarkerType } from "@xyflow/react";
import { asSentence } from "@/components/forms/field-errors";
import type { Automation, AutomationChanges } from "@/lib/queries/automations";
import { NODE_DATA_SCHEMAS } from "@/lib/validation/automations";
import type { FlowGraph, StepEdge, StepNode } from "./flow-types";
import { BRANCHES, isNodeKind, sourceHandlesOf, type Branch, type NodeKind } from "./node-catalog";
import type { AutomationsT } from "./step-summary";

// The automation as the API stores it (nodes with `data`, edges with `label`) and as React Flow
// draws it. A CONDITION's branch is its edge label; on the canvas it is the source handle too.

const EDGE_MARKER = { type: MarkerType.ArrowClosed, width: 16, height: 16, color: "var(--color-slate-400)" };

/** A starting `data` for a fresh step: the cheap choices made, the ones that need the team's data left empty. */
export function defaultConfig(kind: NodeKind): Record<string, unknown> {
  switch (kind) {
    case "TRIGGER":
      return { kind: "list_joined", listId: "" };
    case "SEND_EMAIL":
      return { templateId: "", smtpConfigId: null, subject: null };
    case "EMAIL_WRITER":
      return { modelId: null, prompt: "", fallbackTemplateId: "", smtpConfigId: null, subject: null };
    case "DELAY":
      return { mode: "duration", amount: 1, unit: "days" };
    case "CONDITION":
      return { kind: "email_activity", activity: "opened", within: null };
    case "WAIT_FOR_EVENT":
      return { event: "email_opened", email: "previous", timeout: { amount: 3, unit: "days" } };
    case "UPDATE_CONTACT":
      return { addTags: [], removeTags: [], fields: {}, listId: null, status: null };
    case "WEBHOOK":
      return { url: "", secret: null };
    case "EXIT":
      return {};
  }
}

const newNodeId = () => crypto.randomUUID();

export function makeNode(
  kind: NodeKind,
  position: { x: number; y: number },
  config = defaultConfig(kind),
  id = newNodeId(),
): StepNode {
  return { id, type: "step", position, data: { kind, config, problems: [] } };
}

const branchOf = (label: string | null | undefined): Branch | null =>
  (BRANCHES as readonly string[]).includes(label ?? "") ? (label as Branch) : null;

export function makeEdge(source: string, target: string, branch: Branch | null, id = `e-${newNodeId()}`): StepEdge {
  return {
    id,
    source,
    target,
    sourceHandle: branch,
    type: "branch",
    markerEnd: EDGE_MARKER,
    label: branch ?? undefined,
    data: { branch },
  };
}

export function graphFromAutomation(automation: Automation): FlowGraph {
  const nodes = automation.nodes
    .filter((node) => isNodeKind(node.type))
    .map((node) => makeNode(node.type as NodeKind, { x: node.positionX, y: node.positionY }, node.data, node.id));
  const kinds = new Map(nodes.map((node) => [node.id, node.data.kind]));
  const edges = automation.edges.map((edge) =>
    makeEdge(
      edge.sourceId,
      edge.targetId,
      sourceHandlesOf(kinds.get(edge.sourceId) ?? "EXIT").length > 1 ? branchOf(edge.label) : null,
      edge.id,
    ),
  );
  return {
    nodes,
    edges: edges.map((edge, index) => ({ ...edge, animated: automation.edges[index]?.animated ?? false })),
  };
}

/** The graph as the update body wants it: the whole graph, replacing what is stored. */
export function graphToBody({ nodes, edges }: FlowGraph): Required<Pick<AutomationChanges, "nodes" | "edges">> {
  return {
    nodes: nodes.map((node) => ({
      id: node.id,
      type: node.data.kind,
      data: node.data.config,
      positionX: Math.round(node.position.x),
      positionY: Math.round(node.position.y),
    })) as Required<AutomationChanges>["nodes"],
    edges: edges.map((edge) => ({
      sourceId: edge.source,
      targetId: edge.target,
      label: edge.data?.branch ?? null,
      animated: Boolean(edge.animated),
    })),
  };
}

/** A stable text of what would be saved, to tell saved from unsaved. */
export function graphFingerprint(graph: FlowGraph) {
  const body = graphToBody(graph);
  return JSON.stringify({
    nodes: body.nodes,
    edges: [...body.edges].sort((a, b) =>
      `${a.sourceId}${a.targetId}${a.label}`.localeCompare(`${b.sourceId}${b.targetId}${b.label}`),
    ),
  });
}

/** The step settings that have a label of their own: automations.fields.<key>. */
const FIELD_KEYS = new Set([
  "listId",
  "tag",
  "name",
  "field",
  "templateId",
  "fallbackTemplateId",
  "smtpConfigId",
  "modelId",
  "prompt",
  "subject",
  "amount",
  "unit",
  "time",
  "weekdays",
  "operator",
  "value",
  "url",
  "secret",
  "addTags",
  "removeTags",
  "fields",
  "status",
  "within",
  "event",
  "email",
  "timeout",
  "activity",
]);

/** A translator of the "automations" namespace (the step-summary one). */
type Translate = AutomationsT;

/** The schema's predicates ("is required") worded in the reader's language; others stay as the API words them. */
const PREDICATES: [RegExp, string][] = [
  [/^is required$/, "required"],
  [/^must not be empty$/, "notEmpty"],
  [/^must be an integer of at least 1$/, "positiveInteger"],
  [/^must be an http or https URL$/, "url"],
  [/^must be a time HH:MM \(24 h\)$/, "time"],
  [/^must be at most (\d+) characters$/, "tooLong"],
];

function fieldMessage(t: Translate, key: string, message: string) {
  const label = FIELD_KEYS.has(key) ? t(`fields.${key}`) : key;
  for (const [pattern, name] of PREDICATES) {
    const match = pattern.exec(message);
    if (match) return t(`validation.${name}`, { field: label, max: Number(match[1] ?? 0) });
  }
  return asSentence(label, message);
}

/** The messages of the step's `data` against the API's own schema, worded for the canvas. */
function configProblems(kind: NodeKind, config: unknown, t: Translate): string[] {
  const result = NODE_DATA_SCHEMAS[kind].safeParse(config);
  if (result.success) return [];
  const messages = result.error.issues.map((issue) => {
    const key = issue.path.find((part) => typeof part === "string" && FIELD_KEYS.has(part)) as string | undefined;
    return key ? fieldMessage(t, key, issue.message) : issue.message;
  });
  return [...new Set(messages)];
}

/** Problems per node id of the graph's step settings; empty when all parse. */
export function graphConfigProblems(nodes: StepNode[], t: Translate): Map<string, string[]> {
  const problems = new Map<string, string[]>();
  for (const node of nodes) {
    const found = configProblems(node.data.kind, node.data.config, t);
    if (found.length) problems.set(node.id, found);
  }
  return problems;
}

/** The same parse keyed by the top-level field, for the side panel's inputs. */
export function configFieldErrors(kind: NodeKind, config: unknown, t: Translate): Record<string, string> {
  const result = NODE_DATA_SCHEMAS[kind].safeParse(config);
  const errors: Record<string, string> = {};
  if (result.success) return errors;
  for (const issue of result.error.issues) {
    const key = typeof issue.path[0] === "string" ? issue.path[0] : null;
    if (key && !errors[key]) errors[key] = fieldMessage(t, key, issue.message);
  }
  return errors;
}
