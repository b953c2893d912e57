import { asSentence } from "@/components/forms/field-errors";
import { ApiRequestError } from "@/lib/queries/api-client";
import type { StepEdge, StepNode } from "./flow-types";

// The API names what is wrong with a graph in `details`: activation keys them by node id ("needs a
// no edge"), a save by body path ("nodes.3.data.templateId", "edges.1.label"). Both land on the
// node at fault; what belongs to no node ("nodes": "needs exactly one TRIGGER node") is general.

export type GraphProblems = { byNode: Map<string, string[]>; general: string[] };

const capitalize = (message: string) => message.charAt(0).toUpperCase() + message.slice(1);

function add(problems: GraphProblems, nodeId: string, message: string) {
  const list = problems.byNode.get(nodeId) ?? [];
  for (const part of message.split("; ")) if (!list.includes(capitalize(part))) list.push(capitalize(part));
  problems.byNode.set(nodeId, list);
}

// The API words these messages in English (server messages are not translated), so the words put
// into them ("Connection", "trigger" for TRIGGER) stay English too rather than mix two languages.
export function problemsFromApi(error: unknown, nodes: StepNode[], edges: StepEdge[]): GraphProblems {
  const problems: GraphProblems = { byNode: new Map(), general: [] };
  if (!(error instanceof ApiRequestError)) return problems;
  const ids = new Set(nodes.map((node) => node.id));
  for (const [key, message] of Object.entries(error.details)) {
    if (ids.has(key)) {
      // A step's settings ("data.templateId is required") are shown by the editor's own check,
      // worded for people; the graph's problems ("needs a no edge") only the API knows.
      const graphOnly = message
        .split("; ")
        .filter((part) => !part.startsWith("data"))
        .join("; ");
      if (graphOnly) add(problems, key, graphOnly);
      else if (!problems.byNode.has(key)) problems.byNode.set(key, []);
      continue;
    }
    const path = key.split(".");
    const node =
      path[0] === "nodes"
        ? nodes[Number(path[1])]
        : path[0] === "edges"
          ? nodes.find((item) => item.id === edges[Number(path[1])]?.source)
          : undefined;
    if (node) {
      const field = path[0] === "nodes" ? path.at(-1) : "connection";
      add(
        problems,
        node.id,
        field && field !== path[1] ? asSentence(field === "connection" ? "Connection" : field, message) : message,
      );
    } else {
      problems.general.push(
        key === "nodes" || key === "edges"
          ? capitalize(message.replace(/\bTRIGGER\b/g, "trigger"))
          : asSentence(key, message),
      );
    }
  }
  return problems;
}
