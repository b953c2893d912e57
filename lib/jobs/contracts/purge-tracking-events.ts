import { z } from "zod";
import { defineJobContract } from "../define-job-contract";

/**
 * Nightly: the tracking table's coming monthly partitions are made, and raw open and click rows past
 * TRACKING_RETENTION_DAYS go, whole months by dropping their partitions (docs/contract.md sections 19, 26).
 */
export const purgeTrackingEventsContract = defineJobContract({
  name: "purge-tracking-events",
  expireInSeconds: 3600, // batched deletes of a large backlog of raw rows
  payload: z.strictObject({}),
  cron: "45 3 * * *",
});
