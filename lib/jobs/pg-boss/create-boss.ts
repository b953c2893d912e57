import type { PGlite } from "@electric-sql/pglite";
import PgBoss from "pg-boss";
import type { Env } from "@/lib/env";
import { databaseTarget } from "@/lib/db/adapter";
import { openPglite } from "@/lib/db/pglite";
import { logger } from "@/lib/logging/logger";

// pg-boss keeps the queue in the application's own database (schema `pgboss`), so enqueueing can
// share a transaction boundary with the data it refers to and no other service is needed.
// On the embedded PGlite database pg-boss cannot open its own connection pool: it talks to the
// one in-process PGlite instance through its custom `db` option (pgliteExecutor below), which is
// also why the worker must live in the server process there.

export type JobsDatabase = Pick<Env, "DATABASE_URL" | "PGLITE_DIR"> & Partial<Pick<Env, "PGBOSS_SCHEMA">>;

/**
 * How often pg-boss's maintenance runs (one process at a time, whoever's turn it is). Its first
 * task fails back jobs active past their expiry, which is how a killed worker's job is retried:
 * pg-boss's default of 120 s would add up to two minutes to every short job's expiry.
 */
export const MAINTENANCE_INTERVAL_SECONDS = 30;

/**
 * pg-boss's `db` contract (`executeSql(text, values) -> { rows }`) over one PGlite instance.
 *
 * With values, the text is one statement: PGlite's `query` runs it over the extended protocol.
 * Without values, pg-boss may send a whole script (schema creation, migrations, maintenance),
 * some wrapped in its own BEGIN ... advisory lock ... COMMIT. Those go through `exec` (simple
 * protocol, many statements) inside `transaction()`, for two reasons: PGlite's transaction mutex
 * keeps Prisma's queries from interleaving with the script, and if a statement fails PGlite rolls
 * back before releasing the mutex, where a bare `exec` would leave the single shared session stuck
 * in an aborted transaction. (pg-boss's own BEGIN/COMMIT then only raise harmless notices.)
 */
function pgliteExecutor(opening: Promise<PGlite>): PgBoss.Db {
  return {
    async executeSql(text: string, values?: unknown[]) {
      const pglite = await opening;
      if (values && values.length > 0) {
        const result = await pglite.query(text, values.map(toPgliteParameter));
        return { rows: result.rows };
      }
      const results = await pglite.transaction((tx) => tx.exec(text));
      return { rows: results.at(-1)?.rows ?? [] };
    },
  };
}

// node-postgres serialises objects as JSON and dates as timestamps whatever the parameter's type;
// PGlite serialises by the parameter's type and rejects an object bound to a text parameter.
// Converting the way node-postgres does keeps pg-boss's SQL working unchanged.
function toPgliteParameter(value: unknown): unknown {
  if (value instanceof Date) return value.toISOString();
  if (value === null || typeof value !== "object" || Array.isArray(value) || ArrayBuffer.isView(value)) return value;
  return JSON.stringify(value);
}

const bossLogger = logger.child({ component: "jobs" });

export function createBoss(
  database: JobsDatabase,
  { maintenanceIntervalSeconds = MAINTENANCE_INTERVAL_SECONDS } = {},
): PgBoss {
  const target = databaseTarget(database);
  const connection: PgBoss.DatabaseOptions =
    target.kind === "postgres"
      ? { connectionString: target.url, max: 5, application_name: "sendwell-jobs" }
      : { db: pgliteExecutor(openPglite(target.dir)) };
  const boss = new PgBoss({ ...connection, schema: database.PGBOSS_SCHEMA ?? "pgboss", maintenanceIntervalSeconds });
  // An EventEmitter "error" without a listener would throw and take the process down.
  boss.on("error", (error) => bossLogger.error({ error: error.message }, "pg-boss error"));
  return boss;
}
