import { z } from "zod";
import { defineJobContract } from "../define-job-contract";

/** Recomputes the analytics roll-ups of one team, or of every team when the payload names none. */
export const rebuildAnalyticsRollupsContract = defineJobContract({
  name: "rebuild-analytics-rollups",
  expireInSeconds: 4 * 3600, // a 1M-event team took ~22 min under load; a shorter expiry would retry a healthy rebuild beside itself
  payload: z.strictObject({ teamId: z.string().min(1).optional() }),
});
