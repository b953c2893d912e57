import { db } from "@/lib/db";

export type NodeStats = {
  /** Runs that reached the step. */
  entered: number;
  /** Live runs at the step now (waiting at a delay or wait, or about to run it). */
  waiting: number;
  /** Runs that went past the step, or ended the flow there as planned. */
  completed: number;
  /** Runs that left the flow at the step: cancelled (unsubscribed, deleted...) or failed. */
  exited: number;
  /** Runs that met the flow's goal while at the step (they left the flow there, as hoped). */
  goalReached: number;
  /** Email steps: emails sent and how many of them people opened or clicked (proxies and scanners left out). */
  emails?: { sent: number; opened: number; clicked: number; openRate: number; clickRate: number };
};

const rate = (part: number, whole: number) => (whole === 0 ? 0 : Math.round((part / whole) * 1000) / 1000);

/**
 * Per-node figures for the canvas: each run counts once at every node it reached (its history plus
 * where it is now), and email steps add their human open and click rates. Three grouped queries.
 */
export async function nodeAnalytics(automationId: string): Promise<Record<string, NodeStats>> {
  const [reached, positions, emails] = await Promise.all([
    db.$queryRaw<{ nodeId: string; runs: number }[]>`
      SELECT step->>'nodeId' AS "nodeId", count(DISTINCT r."id")::int AS "runs"
      FROM "AutomationRun" r, jsonb_array_elements(r."history") AS step
      WHERE r."automationId" = ${automationId}
      GROUP BY 1`,
    db.$queryRaw<{ nodeId: string; status: string; runs: number; fresh: number }[]>`
      SELECT r."currentNodeId" AS "nodeId", r."status"::text AS "status", count(*)::int AS "runs",
        count(*) FILTER (WHERE NOT r."history" @> jsonb_build_array(jsonb_build_object('nodeId', r."currentNodeId")))::int AS "fresh"
      FROM "AutomationRun" r
      WHERE r."automationId" = ${automationId} AND r."currentNodeId" IS NOT NULL
      GROUP BY 1, 2`,
    db.$queryRaw<{ nodeId: string; sent: number; opened: number; clicked: number }[]>`
      SELECT e."automationNodeId" AS "nodeId", count(*)::int AS "sent",
        count(*) FILTER (WHERE EXISTS (SELECT 1 FROM "EmailTracking" t WHERE t."emailId" = e."id" AND t."event" = 'open' AND NOT t."isAutomated"))::int AS "opened",
        count(*) FILTER (WHERE EXISTS (SELECT 1 FROM "EmailTracking" t WHERE t."emailId" = e."id" AND t."event" = 'click' AND NOT t."isAutomated"))::int AS "clicked"
      FROM "Email" e
      JOIN "AutomationRun" r ON r."id" = e."automationRunId"
      WHERE r."automationId" = ${automationId} AND e."automationNodeId" IS NOT NULL AND e."status" IN ('SENT', 'SENDING', 'QUEUED', 'SCHEDULED')
      GROUP BY 1`,
  ]);
  const stats: Record<string, NodeStats> = {};
  const of = (nodeId: string) =>
    (stats[nodeId] ??= { entered: 0, waiting: 0, completed: 0, exited: 0, goalReached: 0 });
  for (const row of reached) of(row.nodeId).entered += row.runs;
  for (const row of positions) {
    const node = of(row.nodeId);
    node.entered += row.fresh; // at the step, not yet in its history
    if (row.status === "RUNNING" || row.status === "WAITING") node.waiting += row.runs;
    if (row.status === "CANCELLED" || row.status === "FAILED") node.exited += row.runs;
    if (row.status === "GOAL_REACHED") node.goalReached += row.runs;
  }
  for (const node of Object.values(stats))
    node.completed = Math.max(0, node.entered - node.waiting - node.exited - node.goalReached);
  for (const row of emails)
    of(row.nodeId).emails = {
      sent: row.sent,
      opened: row.opened,
      clicked: row.clicked,
      openRate: rate(row.opened, row.sent),
      clickRate: rate(row.clicked, row.sent),
    };
  return stats;
}
