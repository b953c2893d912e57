import { AsyncLocalStorage } from "node:async_hooks";
import { PrismaPg } from "@prisma/adapter-pg";
import pg from "pg";
import type { Prisma } from "@/lib/generated/prisma/client";
import { env } from "@/lib/env";
import { logger } from "@/lib/logging/logger";
import { processSingleton } from "@/lib/process/singletons";
import { createClient, db, type Database } from "./client";
import { driverQuery } from "./driver-transaction";
import { replicaLagCheck, type ReplicaState } from "./replica-lag";

// Reads that may be a few seconds stale (reports, list pages, exports) run on a streaming replica
// when DATABASE_READ_URL names one (docs/contract.md section 26). A service wraps such a read in
// `onReplica(...)`; inside it the queries written with `readDb()` / `readSql()` go to the replica,
// every other query (and every write) to the primary `db` as always. The replica is skipped, and
// the primary answers, while it is down or more than READ_REPLICA_MAX_LAG_SECONDS behind
// (replica-lag.ts); a read the replica fails for want of the server is run again on the primary.
// Something that must see its own writes stays on the primary: a report that folded rows into the
// roll-ups first calls `pinToPrimary()` for the rest of its reads. Never on the embedded database
// (lib/env.ts refuses DATABASE_READ_URL without DATABASE_URL).

/** Where a read runs: the Prisma client and a driver query on the same server. */
type Reader = {
  db: Database;
  query: <Row>(sql: string, params?: unknown[]) => Promise<Row[]>;
  onReplica: boolean;
};

const primary: Reader = { db, query: driverQuery, onReplica: false };

type Replica = { reader: Reader; lag: ReturnType<typeof replicaLagCheck>; pool: pg.Pool };

/** Connecting to a replica that does not answer gives up after this long, and the primary answers. */
const CONNECT_TIMEOUT_MS = 2_000;

function openReplica(url: string): Replica {
  const pool = new pg.Pool({
    connectionString: url,
    max: 4,
    idleTimeoutMillis: 10_000,
    connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
    allowExitOnIdle: true,
    application_name: "sendwell-replica",
  });
  // An idle connection the replica drops (a restart) must not end the process: the pool opens a new one.
  pool.on("error", (error) => logger.warn({ err: error }, "An idle read-replica connection was lost"));
  const client = createClient(
    { kind: "postgres", url },
    new PrismaPg({ connectionString: url, max: 10, connectionTimeoutMillis: CONNECT_TIMEOUT_MS }),
  );
  const query = async <Row>(sql: string, params?: unknown[]) => (await pool.query(sql, params)).rows as Row[];
  let usable: boolean | null = null;
  const check = replicaLagCheck(pool, env.READ_REPLICA_MAX_LAG_SECONDS, (state: ReplicaState) => {
    // Said once per change, not once per read.
    if (state.usable === usable) return;
    usable = state.usable;
    if (state.usable) logger.info({ lagSeconds: state.lagSeconds }, "Reads go to the read replica");
    else logger.warn({ lagSeconds: state.lagSeconds, err: state.error }, "Read replica skipped: the primary answers");
  });
  return { reader: { db: client, query, onReplica: true }, lag: check, pool };
}

function replica(): Replica | null {
  const url = env.DATABASE_URL ? env.DATABASE_READ_URL : undefined;
  if (!url) return null;
  return processSingleton(
    "db.read-replica",
    () => openReplica(url),
    async ({ reader, pool }) => {
      await reader.db.$disconnect();
      await pool.end();
    },
  );
}

const scope = new AsyncLocalStorage<{ reader: Reader }>();

/** The Prisma client for a read that may be stale: the replica inside `onReplica`, else the primary. */
export function readDb(): Database {
  return (scope.getStore()?.reader ?? primary).db;
}

/** A Prisma.sql read run through the driver (lib/db/driver-transaction.ts) on `readDb()`'s server. */
export function readSql<Row = Record<string, unknown>>(sql: Prisma.Sql): Promise<Row[]> {
  return (scope.getStore()?.reader ?? primary).query<Row>(sql.text, sql.values);
}

/** The rest of this `onReplica` scope reads the primary: it wrote something it must read back. */
export function pinToPrimary(): void {
  const store = scope.getStore();
  if (store) store.reader = primary;
}

/** SQLSTATEs and socket errors after which the replica, not the query, is at fault. */
const UNAVAILABLE_CODES = new Set(["ECONNREFUSED", "ECONNRESET", "ETIMEDOUT", "ENOTFOUND", "EPIPE", "53300", "40001"]);
const UNAVAILABLE_KINDS = new Set(["DatabaseNotReachable", "ConnectionClosed", "SocketTimeout", "TooManyConnections"]);
/** Prisma's codes for a server it could not reach or lost (P1001, P1002, P1017) or a pool timeout (P2024). */
const UNAVAILABLE_PRISMA = new Set(["P1001", "P1002", "P1008", "P1017", "P2024"]);

/**
 * Whether a read failed because the server was unreachable, went away, or cancelled it for a
 * conflict with recovery (40001 on a standby): worth another try on the primary.
 */
function isServerUnavailable(error: unknown): boolean {
  for (let cause = error, depth = 0; cause && depth < 5; depth++) {
    const { code, kind, message, name } = cause as { code?: unknown; kind?: unknown; message?: unknown; name?: string };
    if (typeof code === "string") {
      if (UNAVAILABLE_CODES.has(code) || UNAVAILABLE_PRISMA.has(code)) return true;
      if (/^(08|57P0)/.test(code)) return true;
    }
    if (typeof kind === "string" && UNAVAILABLE_KINDS.has(kind)) return true;
    if (typeof message === "string" && /timeout exceeded when trying to connect|Connection terminated/i.test(message))
      return true;
    if (name === "ApiError") return false;
    cause = (cause as { cause?: unknown }).cause;
  }
  return false;
}

/**
 * Runs `work` with its `readDb()` / `readSql()` reads on the replica when one is configured,
 * reachable and within the lag limit, else on the primary. A read the replica fails for want of
 * the server runs `work` again on the primary (its writes, if any, are on the primary already and
 * must be idempotent, as a report's fold is).
 */
export async function onReplica<T>(work: () => Promise<T>): Promise<T> {
  const standby = replica();
  if (!standby || !(await standby.lag.state()).usable) return work();
  try {
    return await scope.run({ reader: standby.reader }, work);
  } catch (error) {
    if (!isServerUnavailable(error)) throw error;
    standby.lag.markDown(error);
    logger.warn({ err: error }, "A read on the read replica failed; the primary answers");
    return work();
  }
}
