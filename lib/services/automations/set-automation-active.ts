import { db } from "@/lib/db";
import { assertTeamFeature } from "@/lib/billing/assert-team-feature";
import { assertValidGraph } from "./assert-valid-graph";
import { getAutomation, getAutomationRowOrThrow } from "./get-automation";
import { resumeParkedRuns } from "./engine/resume-parked-runs";

/**
 * Activation checks the graph (422 naming the nodes at fault), then lets triggers start runs and
 * wakes runs parked while it was inactive. Deactivation stops new entries and parks live runs:
 * they keep their status and node, and their jobs do nothing until it is activated again.
 */
export async function setAutomationActive({ teamId, id, isActive }: { teamId: string; id: string; isActive: boolean }) {
  const row = await getAutomationRowOrThrow({ teamId, id });
  if (isActive) {
    await assertTeamFeature({ teamId, feature: "automation" });
    assertValidGraph(row.nodes, row.edges);
  }
  await db.automation.update({ where: { id, teamId }, data: { isActive } });
  if (isActive && !row.isActive) await resumeParkedRuns(id);
  return getAutomation({ teamId, id });
}
