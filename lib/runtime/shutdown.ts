import { env } from "@/lib/env";
import { closePglite } from "@/lib/db/pglite";

/** Stops background work, then closes the embedded database so that it is flushed to disk. */
export async function shutdownRuntime() {
  // Buffered opens and clicks go first: they need the database the last step closes.
  const { flushTracking } = await import("@/lib/tracking/recorder");
  await flushTracking().catch((error: unknown) => console.error("Flushing tracking hits failed", error));
  const { stopWorker } = await import("@/jobs/drivers/pg-boss");
  await stopWorker().catch((error: unknown) => console.error("Stopping the job worker failed", error));
  if (!env.DATABASE_URL) await closePglite(env.PGLITE_DIR);
}
