import pg from "pg";
import { databaseTarget } from "@/lib/db/adapter";
import type { JobsDatabase } from "./create-boss";

/** Any fixed 64-bit key: the advisory lock that makes processes create queues one at a time. */
const QUEUE_CREATION_LOCK = 7_341_902_556_118_003n;

/**
 * Runs `create` while holding a PostgreSQL advisory lock (on a connection of its own). pg-boss's
 * create_queue adds a partition to its job table, and two processes creating queues at the same
 * time on a fresh database (a worker and the web server, two test files) can deadlock on those
 * ALTER TABLEs. Taking turns costs nothing once the queues exist (create_queue then returns at
 * once). PGlite is one process with one session: there is nobody to take turns with.
 */
export async function withQueueCreationLock(database: JobsDatabase, create: () => Promise<void>): Promise<void> {
  const target = databaseTarget(database);
  if (target.kind !== "postgres") return create();
  const client = new pg.Client({ connectionString: target.url, application_name: "sendwell-jobs-setup" });
  await client.connect();
  try {
    await client.query("SELECT pg_advisory_lock($1)", [QUEUE_CREATION_LOCK.toString()]);
    await create();
  } finally {
    // Ending the session releases the lock too, should the unlock itself fail.
    await client.query("SELECT pg_advisory_unlock($1)", [QUEUE_CREATION_LOCK.toString()]).catch(() => undefined);
    await client.end().catch(() => undefined);
  }
}
