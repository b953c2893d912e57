import { db } from "@/lib/db";
import { liveOnly } from "@/lib/db";
import type { AutomationNodeType, AutomationRunStatus, Prisma } from "@/lib/generated/prisma/client";
import { parseGoal } from "./engine/goals";

const order = [{ createdAt: "asc" }, { id: "asc" }] satisfies Prisma.AutomationNodeOrderByWithRelationInput[];

export const automationInclude = {
  nodes: { where: liveOnly, orderBy: order },
  edges: { where: liveOnly, orderBy: order },
} satisfies Prisma.AutomationInclude;

export type AutomationRow = Prisma.AutomationGetPayload<{ include: typeof automationInclude }>;

export function toAutomationDto(row: AutomationRow) {
  return {
    ...row,
    goal: parseGoal(row.goal),
    nodes: row.nodes.map((node) => ({
      ...node,
      data: publicNodeData(node.type, node.data as Record<string, unknown>),
    })),
  };
}

/**
 * A WEBHOOK step's signing secret is write-only, like a team webhook's: answers carry
 * `hasSecret` instead, and a save that leaves `secret` out keeps the stored one
 * (save-automation-graph.ts).
 */
function publicNodeData(type: AutomationNodeType, data: Record<string, unknown>) {
  if (type !== "WEBHOOK") return data;
  const { secret, ...rest } = data;
  return { ...rest, hasSecret: typeof secret === "string" && secret.length > 0 };
}

const RUN_STATUSES: AutomationRunStatus[] = ["RUNNING", "WAITING", "COMPLETED", "FAILED", "CANCELLED", "GOAL_REACHED"];

const emptyRunCounts = () =>
  Object.fromEntries(RUN_STATUSES.map((status) => [status, 0])) as Record<AutomationRunStatus, number>;

/** Runs per status for a page of automations, in one grouped query (the list's Runs column). */
export async function runCountsByAutomation(automationIds: string[]) {
  const counts = new Map(automationIds.map((id) => [id, emptyRunCounts()]));
  if (automationIds.length === 0) return counts;
  const groups = await db.automationRun.groupBy({
    by: ["automationId", "status"],
    where: { automationId: { in: automationIds } },
    _count: { _all: true },
  });
  for (const group of groups) counts.get(group.automationId)![group.status] = group._count._all;
  return counts;
}

/** Runs per status, and the live runs (RUNNING, WAITING) at each node: the editor's live counts. */
export async function automationCounts(automationId: string) {
  const [byStatus, byNode] = await Promise.all([
    db.automationRun.groupBy({ by: ["status"], where: { automationId }, _count: { _all: true } }),
    db.automationRun.groupBy({
      by: ["currentNodeId", "status"],
      where: { automationId, status: { in: ["RUNNING", "WAITING"] }, currentNodeId: { not: null } },
      _count: { _all: true },
    }),
  ]);
  const runCounts = emptyRunCounts();
  for (const group of byStatus) runCounts[group.status] = group._count._all;
  const nodeCounts: Record<string, { waiting: number; running: number }> = {};
  for (const group of byNode) {
    const counts = (nodeCounts[group.currentNodeId!] ??= { waiting: 0, running: 0 });
    counts[group.status === "WAITING" ? "waiting" : "running"] += group._count._all;
  }
  return { runCounts, nodeCounts };
}
