import { db } from "@/lib/db";
import { isShuttingDown } from "@/lib/process/lifecycle";

/** Ready to take traffic: not shutting down, and the database answers. */
export async function checkReadiness() {
  const shuttingDown = isShuttingDown();
  // A process on its way out is not ready whatever the database says; no query needed.
  const database = shuttingDown
    ? null
    : await db.$queryRaw`SELECT 1`.then(
        () => "ok" as const,
        () => "unreachable" as const,
      );
  const ready = !shuttingDown && database === "ok";
  return { status: ready ? ("ready" as const) : ("unavailable" as const), shuttingDown, database };
}
