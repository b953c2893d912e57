import { env } from "@/lib/env";
import { closePglite } from "@/lib/db/pglite";

/** Stops background work, then closes the embedded database so that it is flushed to disk. */
export async function shutdownRuntime() {
  const { stopWorker } = await import("@/jobs/drivers/pg-boss");
  await stopWorker().catch((error: unknown) => console.error("Stopping the job worker failed", error));
  if (!env.DATABASE_URL) await closePglite(env.PGLITE_DIR);
}
