import { stopPgBoss } from "@/lib/jobs";
import { logger } from "@/lib/logging";
import { closeProcessSingletons } from "@/lib/process";
import { flushTracking, stopTrackingIngest } from "@/lib/services/tracking";

/** Stops background work, then closes what the process holds open, the embedded database last. */
export async function shutdownRuntime() {
  // Buffered opens and clicks go first: storing them publishes events, which may enqueue jobs.
  await flushTracking().catch((error: unknown) => logger.error({ err: error }, "Flushing tracking hits failed"));
  // Waits for running jobs (at most 30 s), then fails what still runs back to the queue. Stopping
  // the process's pg-boss also stops the worker on it, if this process runs one (jobs/drivers/pg-boss.ts).
  await stopPgBoss().catch((error: unknown) => logger.error({ err: error }, "Stopping the job worker failed"));
  // A job that finished during the wait may have recorded hits or opened SMTP connections.
  await flushTracking().catch((error: unknown) => logger.error({ err: error }, "Flushing tracking hits failed"));
  await stopTrackingIngest().catch((error: unknown) =>
    logger.error({ err: error }, "Closing the tracking spool failed"),
  );
  // The rest, newest first (lib/process/singletons.ts): servers, SMTP pools, Redis, a queue a last
  // enqueue started, the driver pool, the Prisma client and, registered first, the embedded database.
  for (const { name, error } of await closeProcessSingletons()) {
    logger.error({ err: error, singleton: name }, "Closing a process singleton failed");
  }
}
