import { z } from "zod";
import { rebuildRollups } from "@/lib/analytics/rollup/rebuild-rollups";
import { db } from "@/lib/db";
import { defineJob } from "./define-job";

// Recomputes the analytics roll-ups (lib/analytics/rollup) from the raw tracking rows: of one
// team, or of every team when the payload names none (after a restore, or to check the counters).
// Idempotent: a second run rebuilds the same figures.
export const rebuildAnalyticsRollupsJob = defineJob({
  name: "rebuild-analytics-rollups",
  expireInSeconds: 4 * 3600, // a 1M-event team took ~22 min under load; a shorter expiry would retry a healthy rebuild beside itself
  payload: z.strictObject({ teamId: z.string().min(1).optional() }),
  async handler({ teamId }, { logger }) {
    const teamIds = teamId
      ? [teamId]
      : (await db.team.findMany({ select: { id: true }, orderBy: { id: "asc" } })).map((team) => team.id);
    for (const id of teamIds) logger.info("Analytics roll-ups rebuilt", { teamId: id, ...(await rebuildRollups(id)) });
  },
});
