import { z } from "zod";
import { defineJobContract } from "../define-job-contract";

/**
 * Nightly: the tracking table's coming monthly partitions are made, and raw open and click rows past
 * TRACKING_RETENTION_DAYS go, whole months by detaching their partitions (docs/contract.md sections 19, 26).
 */
export const purgeTrackingEventsContract = defineJobContract({
  name: "purge-tracking-events",
  expireInSeconds: 3600, // batched deletes of a large backlog of raw rows
  payload: z.strictObject({}),
  cron: "45 3 * * *",
});

/**
 * After a purge: the files of the months it detached are dropped (seconds for a month of millions
 * of rows, bench/README.md tracking-retention), with nobody waiting. Queued by purge-tracking-events
 * whenever a detached month is left, however old, so a drop lost to a crash happens the next night.
 */
export const dropTrackingPartitionsContract = defineJobContract({
  name: "drop-tracking-partitions",
  payload: z.strictObject({}),
});
