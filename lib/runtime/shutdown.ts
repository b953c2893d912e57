import { env } from "@/lib/env";
import { closePglite } from "@/lib/db/pglite";
import { logger } from "@/lib/logging/logger";

/** Stops background work, then closes the embedded database so that it is flushed to disk. */
export async function shutdownRuntime() {
  // Buffered opens and clicks go first: storing them publishes events, which may enqueue jobs.
  const { flushTracking } = await import("@/lib/tracking/recorder");
  await flushTracking().catch((error: unknown) => logger.error({ err: error }, "Flushing tracking hits failed"));
  // Waits for running jobs (at most 30 s), then fails what still runs back to the queue.
  const { stopWorker } = await import("@/jobs/drivers/pg-boss");
  await stopWorker().catch((error: unknown) => logger.error({ err: error }, "Stopping the job worker failed"));
  // A job that finished during the wait may have recorded hits or opened SMTP connections.
  await flushTracking().catch((error: unknown) => logger.error({ err: error }, "Flushing tracking hits failed"));
  const { closeTransports } = await import("@/lib/mail/transport-pool");
  closeTransports();
  if (!env.DATABASE_URL) await closePglite(env.PGLITE_DIR);
}
