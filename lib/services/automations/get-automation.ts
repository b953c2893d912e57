import { rowNotFound } from "@/lib/api/not-found";
import { db } from "@/lib/db";
import { nodeAnalytics } from "./node-analytics";
import { automationCounts, automationInclude, toAutomationDto, type AutomationRow } from "./to-automation-dto";

const automations = rowNotFound("Automation not found");

/** The team's live automation with its live nodes and edges; 404 otherwise. */
export async function getAutomationRowOrThrow({ teamId, id }: { teamId: string; id: string }): Promise<AutomationRow> {
  return automations.orThrow(db.automation.findFirst({ where: { id, teamId }, include: automationInclude }));
}

/** The automation with its graph and live counts (runs per status, runs at each node, per-node analytics). */
export async function getAutomation({ teamId, id }: { teamId: string; id: string }) {
  const row = await getAutomationRowOrThrow({ teamId, id });
  const [counts, nodeStats] = await Promise.all([automationCounts(row.id), nodeAnalytics(row.id)]);
  return { ...toAutomationDto(row), ...counts, nodeStats };
}
