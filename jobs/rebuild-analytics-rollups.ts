import { rebuildRollups } from "@/lib/analytics";
import { db } from "@/lib/db";
import { rebuildAnalyticsRollupsContract } from "@/lib/jobs";
import { holdJobLease, sweepLapsedJobLeases } from "@/lib/services/job-leases";
import { defineJob, type JobLogger } from "./define-job";

// Recomputes the analytics roll-ups (lib/analytics/rollup) from the raw tracking rows: of one
// team, or of every team when the payload names none (after a restore, or to check the counters).
// Idempotent: a second run rebuilds the same figures. The job holds a lease while it runs
// (lib/services/job-leases), so a rebuild whose worker was killed is queued again about a lease
// later, and two rebuilds of the same scope never run side by side.
export const rebuildAnalyticsRollupsJob = defineJob({
  ...rebuildAnalyticsRollupsContract,
  async handler({ teamId }, { logger }) {
    const lease = await holdJobLease({
      job: "rebuild-analytics-rollups",
      key: teamId ?? "*",
      payload: teamId ? { teamId } : {},
    });
    if (!lease) {
      logger.info("A rebuild of the same scope is running; this one stops", { teamId });
      return;
    }
    try {
      await rebuildAll(teamId, logger);
    } finally {
      await lease.release();
    }
  },
  whileWorking: () => sweepLapsedJobLeases("rebuild-analytics-rollups"),
});

async function rebuildAll(teamId: string | undefined, logger: JobLogger) {
  const teamIds = teamId
    ? [teamId]
    : (await db.team.findMany({ select: { id: true }, orderBy: { id: "asc" } })).map((team) => team.id);
  for (const id of teamIds) logger.info("Analytics roll-ups rebuilt", { teamId: id, ...(await rebuildRollups(id)) });
}
