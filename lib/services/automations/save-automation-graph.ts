import { createId } from "@paralleldrive/cuid2";
import type { Transaction } from "@/lib/db";
import type { Prisma } from "@/lib/generated/prisma/client";
import type { AutomationEdgeInput, AutomationNodeInput } from "@/lib/validation/automations";

/**
 * Replaces an automation's graph. Nodes keep their ids: an id the automation already has updates
 * that node (runs waiting there stay put); a new client id is stored as given unless another
 * automation holds it, when a fresh id replaces it. Nodes left out are soft-deleted and their live
 * runs cancelled. Edges are stored anew on every save.
 */
export async function saveAutomationGraph(
  tx: Transaction,
  { automationId, nodes, edges }: { automationId: string; nodes: AutomationNodeInput[]; edges: AutomationEdgeInput[] },
) {
  const current = await tx.automationNode.findMany({
    where: { automationId },
    select: { id: true, type: true, data: true },
  });
  const storedData = new Map(current.map((node) => [node.id, node.data as Record<string, unknown>]));
  const currentIds = new Set(current.map((node) => node.id));
  const newIds = nodes.map((node) => node.id).filter((id) => !currentIds.has(id));
  const taken = new Set(
    (
      await tx.automationNode.findMany({ where: { id: { in: newIds }, isDeleted: undefined }, select: { id: true } })
    ).map((node) => node.id),
  );
  const idMap = new Map(
    nodes.map((node) => [node.id, currentIds.has(node.id) || !taken.has(node.id) ? node.id : createId()]),
  );

  const removed = [...currentIds].filter((id) => !idMap.has(id));
  if (removed.length > 0) {
    await tx.automationNode.updateMany({ where: { automationId, id: { in: removed } }, data: { isDeleted: true } });
    await tx.automationRun.updateMany({
      where: { automationId, currentNodeId: { in: removed }, status: { in: ["RUNNING", "WAITING"] } },
      data: {
        status: "CANCELLED",
        error: "Its step was removed from the flow",
        nextRunAt: null,
        completedAt: new Date(),
      },
    });
  }
  for (const node of nodes) {
    const data = keepStoredSecret(node, storedData.get(node.id));
    const fields = {
      type: node.type,
      data: data as Prisma.InputJsonValue,
      positionX: node.positionX,
      positionY: node.positionY,
    };
    if (currentIds.has(node.id)) await tx.automationNode.update({ where: { id: node.id }, data: fields });
    else await tx.automationNode.create({ data: { id: idMap.get(node.id)!, automationId, ...fields } });
  }
  await tx.automationNodeEdge.updateMany({ where: { automationId }, data: { isDeleted: true } });
  await tx.automationNodeEdge.createMany({
    data: edges.map((edge) => ({
      automationId,
      sourceId: idMap.get(edge.sourceId)!,
      targetId: idMap.get(edge.targetId)!,
      label: edge.label ?? null,
      animated: edge.animated,
    })),
  });
}

/** Answers never show a WEBHOOK step's secret, so a save without `secret` keeps the stored one;
 * `secret: null` removes it. */
function keepStoredSecret(node: AutomationNodeInput, stored: Record<string, unknown> | undefined) {
  const data = node.data as Record<string, unknown>;
  if (node.type !== "WEBHOOK" || data.secret !== undefined || typeof stored?.secret !== "string") return data;
  return { ...data, secret: stored.secret };
}
