import { rebuildRollups } from "@/lib/analytics";
import { db } from "@/lib/db";
import { rebuildAnalyticsRollupsContract } from "@/lib/jobs";
import { defineJob } from "./define-job";

// Recomputes the analytics roll-ups (lib/analytics/rollup) from the raw tracking rows: of one
// team, or of every team when the payload names none (after a restore, or to check the counters).
// Idempotent: a second run rebuilds the same figures.
export const rebuildAnalyticsRollupsJob = defineJob({
  ...rebuildAnalyticsRollupsContract,
  async handler({ teamId }, { logger }) {
    const teamIds = teamId
      ? [teamId]
      : (await db.team.findMany({ select: { id: true }, orderBy: { id: "asc" } })).map((team) => team.id);
    for (const id of teamIds) logger.info("Analytics roll-ups rebuilt", { teamId: id, ...(await rebuildRollups(id)) });
  },
});
