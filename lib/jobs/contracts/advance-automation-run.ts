import { z } from "zod";
import { defineJobContract } from "../define-job-contract";

export const ADVANCE_RUN_RETRIES = 5;

/**
 * The automation engine's one job: with a runId, advance that run as far as it goes now (a DELAY
 * re-enqueues it with startAfter); every 5 minutes with `{}`, the sweep of lost runs and
 * date_anniversary starts. Handler: jobs/advance-automation-run.ts.
 */
export const advanceAutomationRunContract = defineJobContract({
  name: "advance-automation-run",
  expireInSeconds: 300, // one run's steps, or the 5-minute sweep
  payload: z.object({ runId: z.string().min(1).optional() }),
  cron: "*/5 * * * *",
  retryLimit: ADVANCE_RUN_RETRIES,
  retryDelaySeconds: 30,
});
