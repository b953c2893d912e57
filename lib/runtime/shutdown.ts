import { env } from "@/lib/env";
import { closePglite } from "@/lib/db/pglite";
import { stopPgBoss } from "@/lib/jobs/pg-boss/process-pg-boss";
import { logger } from "@/lib/logging/logger";
import { closeTransports } from "@/lib/mail/transport-pool";
import { flushTracking } from "@/lib/tracking/record/recorder";

/** Stops background work, then closes the embedded database so that it is flushed to disk. */
export async function shutdownRuntime() {
  // Buffered opens and clicks go first: storing them publishes events, which may enqueue jobs.
  await flushTracking().catch((error: unknown) => logger.error({ err: error }, "Flushing tracking hits failed"));
  // Waits for running jobs (at most 30 s), then fails what still runs back to the queue. Stopping
  // the process's pg-boss also stops the worker on it, if this process runs one (jobs/drivers/pg-boss.ts).
  await stopPgBoss().catch((error: unknown) => logger.error({ err: error }, "Stopping the job worker failed"));
  // A job that finished during the wait may have recorded hits or opened SMTP connections.
  await flushTracking().catch((error: unknown) => logger.error({ err: error }, "Flushing tracking hits failed"));
  closeTransports();
  if (!env.DATABASE_URL) await closePglite(env.PGLITE_DIR);
}
