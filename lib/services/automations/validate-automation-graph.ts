import type { AutomationNodeType } from "@/lib/generated/prisma/enums";

// The rules a graph must meet to run (checked at activation, and on every save of an active
// automation). Pure, with no server imports, so that the editor can show the same errors on the
// nodes before saving. Answers messages keyed by node id (or `nodes` for the graph as a whole).

export type GraphNode = { id: string; type: AutomationNodeType | string };
export type GraphEdge = { sourceId: string; targetId: string; label?: string | null };
export type GraphProblems = Record<string, string>;

function add(problems: GraphProblems, key: string, message: string) {
  problems[key] = problems[key] ? `${problems[key]}; ${message}` : message;
}

/** Strongly connected components (Tarjan), to find loops and whether they contain a DELAY. */
function loops(nodeIds: string[], next: Map<string, string[]>): string[][] {
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const found: string[][] = [];
  let counter = 0;
  const visit = (id: string) => {
    index.set(id, counter);
    low.set(id, counter++);
    stack.push(id);
    onStack.add(id);
    for (const target of next.get(id) ?? []) {
      if (!index.has(target)) {
        visit(target);
        low.set(id, Math.min(low.get(id)!, low.get(target)!));
      } else if (onStack.has(target)) low.set(id, Math.min(low.get(id)!, index.get(target)!));
    }
    if (low.get(id) !== index.get(id)) return;
    const component: string[] = [];
    let member: string;
    do {
      member = stack.pop()!;
      onStack.delete(member);
      component.push(member);
    } while (member !== id);
    const selfLoop = (next.get(id) ?? []).includes(id);
    if (component.length > 1 || selfLoop) found.push(component);
  };
  for (const id of nodeIds) if (!index.has(id)) visit(id);
  return found;
}

export function validateAutomationGraph(nodes: GraphNode[], edges: GraphEdge[]): GraphProblems {
  const problems: GraphProblems = {};
  const byId = new Map(nodes.map((node) => [node.id, node]));
  const next = new Map<string, string[]>(nodes.map((node) => [node.id, []]));
  const incoming = new Map<string, number>(nodes.map((node) => [node.id, 0]));
  for (const edge of edges) {
    if (!byId.has(edge.sourceId) || !byId.has(edge.targetId)) continue;
    next.get(edge.sourceId)!.push(edge.targetId);
    incoming.set(edge.targetId, incoming.get(edge.targetId)! + 1);
  }

  const triggers = nodes.filter((node) => node.type === "TRIGGER");
  if (nodes.length === 0) add(problems, "nodes", "add a TRIGGER node and the steps that follow it");
  else if (triggers.length === 0) add(problems, "nodes", "needs exactly one TRIGGER node");
  else if (triggers.length > 1)
    for (const trigger of triggers) add(problems, trigger.id, "only one TRIGGER node is allowed");
  for (const trigger of triggers)
    if (incoming.get(trigger.id)! > 0) add(problems, trigger.id, "a TRIGGER cannot have incoming edges");

  for (const node of nodes) {
    const outgoing = edges.filter((edge) => edge.sourceId === node.id);
    if (node.type === "CONDITION" || node.type === "WAIT_FOR_EVENT") {
      const labels = outgoing.map((edge) => edge.label);
      const missing = ["yes", "no"].filter((label) => !labels.includes(label));
      if (missing.length > 0) add(problems, node.id, `needs a ${missing.join(" and a ")} edge`);
      if (labels.filter((label) => label === "yes").length > 1 || labels.filter((label) => label === "no").length > 1) {
        add(problems, node.id, "has more than one edge with the same label");
      }
      if (labels.some((label) => label !== "yes" && label !== "no"))
        add(problems, node.id, "has an edge labelled neither yes nor no");
    } else if (node.type === "EXIT" && outgoing.length > 0)
      add(problems, node.id, "EXIT ends the flow: it cannot have outgoing edges");
    else if (outgoing.length > 1) add(problems, node.id, "may have only one outgoing edge (use a CONDITION to branch)");
  }

  // Orphans: with one trigger, every step must be reachable from it.
  if (triggers.length === 1) {
    const reached = new Set<string>([triggers[0].id]);
    const queue = [triggers[0].id];
    while (queue.length > 0)
      for (const target of next.get(queue.shift()!) ?? [])
        if (!reached.has(target)) {
          reached.add(target);
          queue.push(target);
        }
    for (const node of nodes) if (!reached.has(node.id)) add(problems, node.id, "is not connected to the trigger");
  }

  // A loop must wait somewhere, or one contact would spin through it without end.
  for (const component of loops(
    nodes.map((node) => node.id),
    next,
  )) {
    if (component.some((id) => byId.get(id)?.type === "DELAY" || byId.get(id)?.type === "WAIT_FOR_EVENT")) continue;
    for (const id of component) add(problems, id, "is in a loop without a DELAY");
  }
  return problems;
}
