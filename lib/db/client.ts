import { PrismaClient } from "@/lib/generated/prisma/client";
import { env } from "@/lib/env";
import { processSingleton } from "@/lib/process/singletons";
import { createDriverAdapter, databaseTarget, type DatabaseTarget } from "./adapter";
import { softDeleteExtension } from "./soft-delete";

/** A Prisma client on `target` (the application's database, or its read replica: lib/db/read-replica.ts). */
export function createClient(target: DatabaseTarget = databaseTarget(env), adapter = createDriverAdapter(target)) {
  // The embedded database has one session: transactions queue behind each other (and behind its
  // first opening), so they may wait longer for their turn than Prisma's 2 s default. On
  // PostgreSQL a busy process (a campaign's batches, an import's hand-off racing its redelivery, on
  // two cores) can also take over 2 s to start one: the request or job waits rather than fails.
  const transactionOptions =
    target.kind === "pglite" ? { maxWait: 15_000, timeout: 30_000 } : { maxWait: 10_000, timeout: 5_000 };
  return new PrismaClient({ adapter, transactionOptions }).$extends(softDeleteExtension);
}

export type Database = ReturnType<typeof createClient>;
/** The client inside `db.$transaction(async (tx) => ...)`. */
export type Transaction = Parameters<Parameters<Database["$transaction"]>[0]>[0];

// Made after the embedded database's registration (./adapter imports ./pglite), so shutdown
// disconnects it before closing that database.
export const db: Database = processSingleton(
  "db.client",
  () => createClient(),
  (client) => client.$disconnect(),
);
