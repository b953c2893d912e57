import { z } from "zod";
import { defineJobContract } from "../define-job-contract";

/** Nightly: raw open and click rows past TRACKING_RETENTION_DAYS are deleted (docs/contract.md section 19). */
export const purgeTrackingEventsContract = defineJobContract({
  name: "purge-tracking-events",
  expireInSeconds: 3600, // batched deletes of a large backlog of raw rows
  payload: z.strictObject({}),
  cron: "45 3 * * *",
});
