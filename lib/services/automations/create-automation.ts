import { createWithinTeamLimit } from "@/lib/services/subscriptions/assert-team-limit";
import type { CreateAutomationBody } from "@/lib/validation/automations";
import { assertNodeReferences } from "./check-node-references";
import { getAutomation } from "./get-automation";
import { flowSettingsData } from "./flow-settings-data";
import { saveAutomationGraph } from "./save-automation-graph";

/** A new inactive automation (a draft: its graph is checked for running at activation). */
export async function createAutomation({
  teamId,
  name,
  description,
  nodes,
  edges,
  ...settings
}: CreateAutomationBody & { teamId: string }) {
  await assertNodeReferences(teamId, nodes);
  const id = await createWithinTeamLimit(
    { teamId, feature: "automation", count: (tx) => tx.automation.count({ where: { teamId } }) },
    async (tx) => {
      const automation = await tx.automation.create({
        data: { teamId, name, description: description ?? null, ...flowSettingsData(settings) },
      });
      await saveAutomationGraph(tx, { automationId: automation.id, nodes, edges });
      return automation.id;
    },
  );
  return getAutomation({ teamId, id });
}
