import { PrismaPg } from "@prisma/adapter-pg";
import type { SqlDriverAdapterFactory, SqlMigrationAwareDriverAdapterFactory } from "@prisma/driver-adapter-utils";
import type { PGlite } from "@electric-sql/pglite";
import { openPglite } from "./pglite";

export type DatabaseTarget = { kind: "postgres"; url: string } | { kind: "pglite"; dir: string };

export function databaseTarget(config: { DATABASE_URL?: string; PGLITE_DIR: string }): DatabaseTarget {
  return config.DATABASE_URL
    ? { kind: "postgres", url: config.DATABASE_URL }
    : { kind: "pglite", dir: config.PGLITE_DIR };
}

/**
 * pglite-prisma-adapter 0.6 is typed against an older @prisma/driver-adapter-utils than Prisma
 * 6.19's; the runtime contract it implements is the same (it ignores the newer argTypes detail).
 * Loaded with the embedded database, on its first use (lib/db/pglite.ts).
 */
export async function pgliteAdapterFactory(client: PGlite): Promise<SqlMigrationAwareDriverAdapterFactory> {
  const { PrismaPGlite } = await import("pglite-prisma-adapter");
  return new PrismaPGlite(client) as unknown as SqlMigrationAwareDriverAdapterFactory;
}

/**
 * The driver adapter the application's Prisma client runs on. The embedded database is opened on
 * the first query, not when a module imports the client (as `next build` does, in many workers).
 */
export function createDriverAdapter(target: DatabaseTarget): SqlDriverAdapterFactory {
  if (target.kind === "postgres") return new PrismaPg({ connectionString: target.url, max: 10 });
  return {
    provider: "postgres",
    adapterName: "pglite-prisma-adapter",
    connect: async () => (await pgliteAdapterFactory(await openPglite(target.dir))).connect(),
  };
}
