import { db, deleteInBatches } from "@/lib/db";
import { env } from "@/lib/env";
import { purgeTrackingEventsContract } from "@/lib/jobs";
import { defineJob } from "./define-job";

// TRACKING_RETENTION_DAYS (docs/contract.md section 19): raw open and click rows older than that many days
// are deleted every night, in batches so a large backlog never holds one long transaction or lock.
// Roll-ups are other tables and are kept. Unset: raw rows are kept forever. Idempotent.

export async function purgeTrackingEvents({
  retentionDays,
  now = new Date(),
}: {
  retentionDays: number;
  now?: Date;
}): Promise<number> {
  const cutoff = new Date(now.getTime() - retentionDays * 86_400_000);
  return deleteInBatches(
    (limit) =>
      db.$executeRaw`DELETE FROM "EmailTracking" WHERE "id" IN (SELECT "id" FROM "EmailTracking" WHERE "timestamp" < ${cutoff} LIMIT ${limit})`,
  );
}

export const purgeTrackingEventsJob = defineJob({
  ...purgeTrackingEventsContract,
  async handler(_payload, { logger }) {
    const retentionDays = env.TRACKING_RETENTION_DAYS;
    if (!retentionDays) return;
    logger.info("Raw tracking events past retention deleted", {
      retentionDays,
      deleted: await purgeTrackingEvents({ retentionDays }),
    });
  },
});
