import { rebuildRollups } from "@/lib/analytics";
import { db } from "@/lib/db";
import { rebuildAnalyticsRollupsContract } from "@/lib/jobs";
import { holdJobLease, sweepLapsedJobLeases } from "@/lib/services/job-leases";
import { defineJob } from "./define-job";

// Recomputes the analytics roll-ups (lib/analytics/rollup) from the raw tracking rows: of one
// team, or of every team when the payload names none (after a restore, or to check the counters).
// Idempotent: a second run rebuilds the same figures. The job holds a lease while it runs
// (lib/services/job-leases), so a rebuild whose worker was killed is queued again about a lease
// later, and two rebuilds of the same scope never run side by side. The lease carries how far the
// rebuild got (the teams done, the team whose reset committed), so the job queued again resumes
// there: a team whose reset committed only folds what is still unfolded.
export const rebuildAnalyticsRollupsJob = defineJob({
  ...rebuildAnalyticsRollupsContract,
  async handler({ teamId, done, folding }, { logger }) {
    const scope = teamId ? { teamId } : {};
    const lease = await holdJobLease({
      job: "rebuild-analytics-rollups",
      key: teamId ?? "*",
      payload: { ...scope, ...(done ? { done } : {}), ...(folding ? { folding } : {}) },
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
      let finished = done;
      for (const id of teamIds) {
        const progress = { ...scope, ...(finished ? { done: finished } : {}) };
        const result = await rebuildRollups(id, {
          resume: folding === id,
          recordReset: (query) => lease.record({ ...progress, folding: id }, query),
        });
        logger.info("Analytics roll-ups rebuilt", { teamId: id, ...result });
        finished = id;
        if (!teamId) await lease.record({ done: id });
      }
    } finally {
      await lease.release();
    }
  },
  whileWorking: () => sweepLapsedJobLeases("rebuild-analytics-rollups"),
});
