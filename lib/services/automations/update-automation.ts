import { db } from "@/lib/db";
import type { UpdateAutomationBody } from "@/lib/validation/automations";
import { assertValidGraph } from "./assert-valid-graph";
import { assertNodeReferences } from "./check-node-references";
import { getAutomation, getAutomationRowOrThrow } from "./get-automation";
import { saveAutomationGraph } from "./save-automation-graph";

/**
 * Partial update; `nodes` + `edges` replace the graph. An active automation's new graph must be
 * valid (422 naming the nodes), since contacts are running through it.
 */
export async function updateAutomation({ teamId, id, name, description, nodes, edges }: UpdateAutomationBody & { teamId: string; id: string }) {
  const current = await getAutomationRowOrThrow({ teamId, id });
  if (nodes && edges) {
    await assertNodeReferences(teamId, nodes);
    if (current.isActive) assertValidGraph(nodes, edges);
  }
  await db.$transaction(async (tx) => {
    if (name !== undefined || description !== undefined) await tx.automation.update({ where: { id, teamId }, data: { name, description } });
    else await tx.automation.update({ where: { id, teamId }, data: { updatedAt: new Date() } });
    if (nodes && edges) await saveAutomationGraph(tx, { automationId: id, nodes, edges });
  });
  return getAutomation({ teamId, id });
}
