import { db, deleteInBatches } from "@/lib/db";
import { env } from "@/lib/env";
import { dropTrackingPartitionsContract, enqueue, purgeTrackingEventsContract } from "@/lib/jobs";
import {
  createTrackingPartitions,
  detachedTrackingPartitions,
  detachTrackingPartitionsBefore,
  dropDetachedTrackingPartitions,
} from "@/lib/tracking/partitions";
import { defineJob } from "./define-job";

// Every night: the tracking table's coming monthly partitions are made ahead (lib/tracking/partitions.ts),
// and with TRACKING_RETENTION_DAYS (docs/contract.md sections 19 and 26) raw open and click rows
// older than that many days go: every month wholly past the cutoff is detached at once (its rows
// leave every query in milliseconds); the rows past it in the month the cutoff falls in (about a
// day's a night) and in the default partition are deleted in batches, so no backlog holds one long
// transaction or lock. The detached months' files are dropped by drop-tracking-partitions, queued
// here, which nothing waits on. Roll-ups are other tables and are kept. Unset: raw rows are kept
// forever. Idempotent.

export async function purgeTrackingEvents({
  retentionDays,
  now = new Date(),
}: {
  retentionDays: number;
  now?: Date;
}): Promise<number> {
  const cutoff = new Date(now.getTime() - retentionDays * 86_400_000);
  await detachTrackingPartitionsBefore(cutoff);
  return deleteInBatches(
    (limit) =>
      db.$executeRaw`DELETE FROM "EmailTracking" WHERE "timestamp" < ${cutoff} AND "id" IN (SELECT "id" FROM "EmailTracking" WHERE "timestamp" < ${cutoff} LIMIT ${limit})`,
  );
}

export const purgeTrackingEventsJob = defineJob({
  ...purgeTrackingEventsContract,
  async handler(_payload, { logger }) {
    const made = await createTrackingPartitions();
    if (made.length > 0) logger.info("Tracking partitions made ahead", { partitions: made });
    const retentionDays = env.TRACKING_RETENTION_DAYS;
    if (retentionDays) {
      logger.info("Raw tracking events past retention deleted", {
        retentionDays,
        deleted: await purgeTrackingEvents({ retentionDays }),
      });
    }
    // Whatever is detached, tonight's months or those of a night whose drop never ran.
    if ((await detachedTrackingPartitions()).length > 0) await enqueue(dropTrackingPartitionsContract.name, {});
  },
});

export const dropTrackingPartitionsJob = defineJob({
  ...dropTrackingPartitionsContract,
  async handler(_payload, { logger }) {
    const dropped = await dropDetachedTrackingPartitions();
    if (dropped.length > 0) logger.info("Detached tracking partitions dropped", { partitions: dropped });
  },
});
