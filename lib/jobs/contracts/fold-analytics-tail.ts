import { z } from "zod";
import { defineJobContract } from "../define-job-contract";

/**
 * Folds a team's whole tail of unfolded tracking rows into the roll-ups, in the background: a
 * report folds a short tail itself and queues this for a long one (a backfill, POST /t, a restore).
 */
export const foldAnalyticsTailContract = defineJobContract({
  name: "fold-analytics-tail",
  // A million rows fold in minutes; a shorter expiry would start a second fold beside a healthy one.
  expireInSeconds: 2 * 3600,
  payload: z.strictObject({ teamId: z.string().min(1) }),
});
