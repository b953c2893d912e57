import { ApiError } from "@/lib/api/errors";
import { validateAutomationGraph, type GraphEdge, type GraphNode } from "./validate-automation-graph";

/** 422 naming the nodes at fault (details keyed by node id) when the graph cannot run. */
export function assertValidGraph(nodes: GraphNode[], edges: GraphEdge[]) {
  const problems = validateAutomationGraph(nodes, edges);
  const faulty = Object.keys(problems);
  if (faulty.length === 0) return;
  throw ApiError.unprocessable(`The flow cannot run: fix ${faulty.length === 1 ? "1 problem" : `${faulty.length} problems`} first`, problems);
}
