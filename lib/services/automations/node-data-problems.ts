import { NODE_DATA_SCHEMAS } from "@/lib/validation/automations";
import type { GraphNode, GraphProblems } from "./validate-automation-graph";

/**
 * Each node's `data` against the schema of its type: a draft may store unfinished steps, activation
 * may not. Answers one message per node id, its issues joined with "; " and led by the field
 * (`data.templateId is required`), the way validateAutomationGraph words the graph's problems.
 */
export function nodeDataProblems(nodes: (GraphNode & { data: unknown })[]): GraphProblems {
  const problems: GraphProblems = {};
  for (const node of nodes) {
    const schema = NODE_DATA_SCHEMAS[node.type as keyof typeof NODE_DATA_SCHEMAS];
    if (!schema) continue;
    const parsed = schema.safeParse(node.data);
    if (parsed.success) continue;
    const messages = parsed.error.issues.map((issue) =>
      issue.path.length > 0 ? `data.${issue.path.join(".")} ${issue.message}` : `data ${issue.message}`,
    );
    problems[node.id] = [...new Set(messages)].join("; ");
  }
  return problems;
}
