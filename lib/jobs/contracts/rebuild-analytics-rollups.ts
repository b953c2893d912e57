import { z } from "zod";
import { defineJobContract } from "../define-job-contract";

/** Recomputes the analytics roll-ups of one team, or of every team when the payload names none.
 * `done` is the progress a lapsed lease queues again (jobs/rebuild-analytics-rollups.ts): every
 * team up to `done` (in id order) is rebuilt. `folding` is accepted and ignored: a lease taken by
 * an earlier version (whose rebuild committed its reset apart from its fold) may still carry it. */
export const rebuildAnalyticsRollupsContract = defineJobContract({
  name: "rebuild-analytics-rollups",
  expireInSeconds: 4 * 3600, // a 1M-event team took ~22 min under load; a shorter expiry would retry a healthy rebuild beside itself
  payload: z.strictObject({
    teamId: z.string().min(1).optional(),
    done: z.string().min(1).optional(),
    folding: z.string().min(1).optional(),
  }),
});
