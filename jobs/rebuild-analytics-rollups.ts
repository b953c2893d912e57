import { rebuildRollupsInChild } from "@/lib/analytics";
import { db } from "@/lib/db";
import { rebuildAnalyticsRollupsContract } from "@/lib/jobs";
import { holdJobLease, sweepLapsedJobLeases } from "@/lib/services/job-leases";
import { defineJob } from "./define-job";

// Recomputes the analytics roll-ups (lib/analytics/rollup) from the raw tracking rows: of one
// team, or of every team when the payload names none (after a restore, or to check the counters).
// Idempotent: a second run rebuilds the same figures. The job holds a lease while it runs
// (lib/services/job-leases), so a rebuild whose worker was killed is queued again about a lease
// later, and two rebuilds of the same scope never run side by side. Each team's rebuild is one
// transaction (lib/analytics/rollup/rebuild-rollups.ts), run in a child process on PostgreSQL
// (rebuild-in-child.ts there, which stops with this process): a killed one left that team's roll-ups as
// they were, and the lease carries the teams done before it, so the job queued again goes on
// with that team.
export const rebuildAnalyticsRollupsJob = defineJob({
  ...rebuildAnalyticsRollupsContract,
  async handler({ teamId, done }, { logger }) {
    const scope = teamId ? { teamId } : {};
    const lease = await holdJobLease({
      job: "rebuild-analytics-rollups",
      key: teamId ?? "*",
      payload: { ...scope, ...(done ? { done } : {}) },
    });
    if (!lease) {
      logger.info("A rebuild of the same scope is running; this one stops", { teamId });
      return;
    }
    try {
      const teamIds = teamId
        ? [teamId]
        : (
            await db.team.findMany({
              where: done ? { id: { gt: done } } : {},
              select: { id: true },
              orderBy: { id: "asc" },
            })
          ).map((team) => team.id);
      await rebuildRollupsInChild(teamIds, async (id, result) => {
        logger.info("Analytics roll-ups rebuilt", { teamId: id, ...result });
        if (!teamId) await lease.record({ done: id });
      });
    } finally {
      await lease.release();
    }
  },
  whileWorking: () => sweepLapsedJobLeases("rebuild-analytics-rollups"),
});
