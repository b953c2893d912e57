import { PrismaClient } from "@/lib/generated/prisma/client";
import { env } from "@/lib/env";
import { createDriverAdapter, databaseTarget } from "./adapter";
import { softDeleteExtension } from "./soft-delete";

function createClient() {
  const adapter = createDriverAdapter(databaseTarget(env));
  return new PrismaClient({ adapter }).$extends(softDeleteExtension);
}

export type Database = ReturnType<typeof createClient>;
/** The client inside `db.$transaction(async (tx) => ...)`. */
export type Transaction = Parameters<Parameters<Database["$transaction"]>[0]>[0];

// One client per process, kept across hot reloads in development.
const globalForDb = globalThis as unknown as { sendwellDb?: Database };

export const db: Database = (globalForDb.sendwellDb ??= createClient());
