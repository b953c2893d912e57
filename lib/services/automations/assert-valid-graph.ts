import { ApiError } from "@/lib/api/errors";
import { nodeDataProblems } from "./node-data-problems";
import { validateAutomationGraph, type GraphEdge, type GraphNode } from "./validate-automation-graph";

/**
 * 422 naming the nodes at fault (details keyed by node id) when the graph cannot run: its shape
 * (validateAutomationGraph), then each node's settings (nodeDataProblems), joined per node.
 */
export function assertValidGraph(nodes: (GraphNode & { data: unknown })[], edges: GraphEdge[]) {
  const problems = validateAutomationGraph(nodes, edges);
  for (const [id, message] of Object.entries(nodeDataProblems(nodes)))
    problems[id] = problems[id] ? `${message}; ${problems[id]}` : message;
  const faulty = Object.keys(problems);
  if (faulty.length === 0) return;
  throw ApiError.unprocessable(
    `The flow cannot run: fix ${faulty.length === 1 ? "1 problem" : `${faulty.length} problems`} first`,
    problems,
  );
}
