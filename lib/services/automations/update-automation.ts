import { db } from "@/lib/db";
import type { UpdateAutomationBody } from "@/lib/validation/automations";
import { assertValidGraph } from "./assert-valid-graph";
import { assertNodeReferences } from "./check-node-references";
import { getAutomation, getAutomationRowOrThrow } from "./get-automation";
import { flowSettingsData } from "./flow-settings-data";
import { saveAutomationGraph } from "./save-automation-graph";

/**
 * Partial update; `nodes` + `edges` replace the graph. An active automation's new graph must be
 * valid (422 naming the nodes), since contacts are running through it.
 */
export async function updateAutomation({
  teamId,
  id,
  name,
  description,
  nodes,
  edges,
  ...settings
}: UpdateAutomationBody & { teamId: string; id: string }) {
  const current = await getAutomationRowOrThrow({ teamId, id });
  if (nodes && edges) {
    await assertNodeReferences(teamId, nodes);
    if (current.isActive) assertValidGraph(nodes, edges);
  }
  await db.$transaction(async (tx) => {
    // Always written: the save bumps updatedAt even when only the graph changes.
    await tx.automation.update({
      where: { id, teamId },
      data: { name, description, ...flowSettingsData(settings, current), updatedAt: new Date() },
    });
    if (nodes && edges) await saveAutomationGraph(tx, { automationId: id, nodes, edges });
  });
  return getAutomation({ teamId, id });
}
