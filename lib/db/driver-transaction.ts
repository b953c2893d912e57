import { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import pg from "pg";
import { from as copyFromStdin } from "pg-copy-streams";
import { databaseTarget } from "@/lib/db/adapter";
import { openPglite } from "@/lib/db/pglite";
import { env } from "@/lib/env";
import { logger } from "@/lib/logging/logger";
import { processSingleton } from "@/lib/process/singletons";

// Hot bulk paths (import batches, the tracking recorder and the analytics fold) go to the database
// driver directly, not through Prisma. Prisma 6.19's query compiler (WASM) handles every raw
// parameter character by character: an import batch's 300 KB of column data cost about 60 ms of
// CPU per statement through it, and even a tiny query costs two to three times its driver cost
// (bench/README.md, tracking-ingest). The connection is the same database: a pool of its own on
// PostgreSQL, the one shared in-process instance on the embedded PGlite (whose transaction lock
// also keeps Prisma's queries out). Timestamps are read back as timestamptz (`AT TIME ZONE 'UTC'`
// on Prisma's UTC wall-time columns): the driver would read a bare timestamp in local time.

/**
 * A statement in the transaction: its rows, and how many rows it changed (INSERT, UPDATE, DELETE).
 * A Buffer parameter is UTF-8 text: node-postgres sends it as is (binary format, which for a text
 * parameter is its UTF-8 bytes), without a copy into a JavaScript string. Statements run one after
 * the other in the order they were issued, so a caller may issue one and go on computing while the
 * database runs it (the analytics fold does, lib/analytics/rollup/fold-rows.ts), as long as it
 * awaits it before its work resolves.
 */
export type DriverQuery = <Row = Record<string, unknown>>(
  sql: string,
  params?: unknown[],
) => Promise<{ rows: Row[]; rowCount: number }>;

/**
 * `COPY <table> FROM` the given rows in PostgreSQL's text format (tab-separated, `\N` for null,
 * one row a line): the bulk path that writes a batch of rows as one multi-row insert, where an
 * INSERT ... SELECT writes them one by one. `table` is the table and its column list. Resolves to
 * the number of rows copied. It runs in order with the transaction's statements.
 */
export type DriverCopy = (table: string, rows: Buffer) => Promise<number>;

function pool(url: string): pg.Pool {
  return processSingleton(
    "db.driver-pool",
    () => {
      const connections = new pg.Pool({
        connectionString: url,
        // Each import writes two batches at a time (batch-writer.ts): room for three imports at once
        // beside the tracking recorder's one transaction and a report folding its tail.
        max: 8,
        idleTimeoutMillis: 10_000,
        // An idle pool must not keep a worker or a script from exiting.
        allowExitOnIdle: true,
        application_name: "sendwell-driver",
      });
      // An idle connection the server drops (PostgreSQL restarting, a failover) is reported on the
      // pool; unheard, that "error" event would end the process. The pool discards the connection
      // and opens a new one when next needed (tests/faults/database-restart.test.ts).
      connections.on("error", (error) =>
        logger.warn({ err: error }, "An idle database connection was lost; a new one is opened when needed"),
      );
      return connections;
    },
    (connections) => connections.end(),
  );
}

/** Runs each task once the one queued before it has ended (the driver deprecates a query sent
 * while another runs), and waits for the last of them. */
function inOrder() {
  let previous: Promise<unknown> = Promise.resolve();
  function queue<T>(task: () => Promise<T>): Promise<T> {
    const result = previous.then(task);
    previous = result.catch(() => undefined);
    return result;
  }
  return { queue, settled: () => previous };
}

export type DriverTransactionOptions = {
  /**
   * Statements without parameters (`SET LOCAL ...; SAVEPOINT ...`) run first in the transaction,
   * sent with its BEGIN in one round trip. On two busy cores each round trip of a short
   * transaction can wait milliseconds for the database's and Node's turns; an import batch's setup
   * took 14.5 ms (median) as four of them (bench/README.md, import-large).
   */
  setup?: string;
};

/** Runs `work` in one transaction on the application database; it commits when `work` resolves. */
export async function withDriverTransaction<T>(
  work: (query: DriverQuery, copy: DriverCopy) => Promise<T>,
  { setup }: DriverTransactionOptions = {},
): Promise<T> {
  const target = databaseTarget(env);
  if (target.kind === "pglite") {
    return (await openPglite(target.dir)).transaction(async (tx) => {
      if (setup) await tx.exec(setup);
      const { queue, settled } = inOrder();
      const query: DriverQuery = (sql, params) =>
        queue(async () => {
          // PGlite would take a Buffer for a bytea; the statements read these parameters as text.
          const result = await tx.query(
            sql,
            params?.map((value) => (Buffer.isBuffer(value) ? value.toString("utf8") : value)),
          );
          return { rows: result.rows as never[], rowCount: result.affectedRows ?? 0 };
        });
      // PGlite has no COPY FROM STDIN; it reads the data of COPY ... FROM '/dev/blob' from a Blob.
      const copy: DriverCopy = (table, rows) =>
        queue(
          async () =>
            (await tx.query(`COPY ${table} FROM '/dev/blob'`, [], { blob: new Blob([new Uint8Array(rows)]) }))
              .affectedRows ?? 0,
        );
      try {
        return await work(query, copy);
      } finally {
        await settled();
      }
    });
  }
  const client = await pool(target.url).connect();
  // A checked-out connection the server drops between statements (PostgreSQL restarting while the
  // transaction waits on other work) reports "error" on the client, which the pool no longer
  // hears: unheard, it would end the process. Heard here, the next statement fails instead and the
  // transaction rolls back like any other failure.
  const onLost = (error: Error) => logger.warn({ err: error }, "A database connection was lost mid-transaction");
  client.on("error", onLost);
  let reusable = true;
  const { queue, settled } = inOrder();
  const query: DriverQuery = (sql, params) =>
    queue(async () => {
      const { rows, rowCount } = await client.query(sql, params);
      return { rows, rowCount: rowCount ?? 0 };
    });
  const copy: DriverCopy = (table, rows) =>
    queue(async () => {
      const stream = client.query(copyFromStdin(`COPY ${table} FROM STDIN`));
      await pipeline(Readable.from([rows]), stream);
      return stream.rowCount;
    });
  try {
    // Without parameters, node-postgres sends a simple query, which may hold several statements.
    await client.query(setup ? `BEGIN; ${setup}` : "BEGIN");
    const result = await work(query, copy);
    await settled();
    await client.query("COMMIT");
    return result;
  } catch (error) {
    await settled();
    // A connection whose rollback did not go through is closed, not handed out again.
    reusable = await client.query("ROLLBACK").then(
      () => true,
      () => false,
    );
    throw error;
  } finally {
    client.off("error", onLost);
    client.release(!reusable);
  }
}

/** Whether transactions of the driver run at the same time: on PostgreSQL each has a connection
 * of its own; the embedded PGlite runs one transaction at a time. */
export const driverRunsConcurrently = (): boolean => databaseTarget(env).kind === "postgres";

/**
 * Runs `work` while this process holds the session-level advisory locks `keys` (hashed, taken in
 * the order given, on one connection kept for the purpose); another holder makes it wait. The
 * locks span many transactions of other connections, and end with the connection if the process
 * dies. On PGlite, where one transaction runs at a time, `work` runs at once.
 */
export async function withDriverSessionLock<T>(keys: string | string[], work: () => Promise<T>): Promise<T> {
  const target = databaseTarget(env);
  if (target.kind === "pglite") return work();
  const client = await pool(target.url).connect();
  const onLost = (error: Error) => logger.warn({ err: error }, "A database connection holding a lock was lost");
  client.on("error", onLost);
  let reusable = true;
  const held: string[] = [];
  try {
    for (const key of typeof keys === "string" ? [keys] : keys) {
      await client.query("SELECT pg_advisory_lock(hashtext($1))", [key]);
      held.push(key);
    }
    return await work();
  } finally {
    for (const key of held.reverse()) {
      if (!reusable) break;
      reusable = await client.query("SELECT pg_advisory_unlock(hashtext($1))", [key]).then(
        () => true,
        () => false,
      );
    }
    client.off("error", onLost);
    client.release(!reusable);
  }
}

/**
 * A statement the driver parses once per connection and from then on only binds and runs. For
 * the few run many times a second (the send pipeline's row marks): parsing one costs PostgreSQL
 * about a tenth of a millisecond each time (bench/README.md, campaign-send). Its text must not vary
 * (each name is one statement on every connection, kept as long as the connection lives).
 */
export type PreparedStatement = { name: string; text: string };

export const preparedStatement = (name: string, text: string): PreparedStatement => ({
  name: `sendwell_${name}`,
  text,
});

/** One statement outside any transaction, through the driver (see above). */
export async function driverQuery<Row = Record<string, unknown>>(
  sql: string | PreparedStatement,
  params?: unknown[],
): Promise<Row[]> {
  const target = databaseTarget(env);
  if (target.kind === "pglite")
    return (await (await openPglite(target.dir)).query(typeof sql === "string" ? sql : sql.text, params)).rows as Row[];
  const connections = pool(target.url);
  return (
    await (typeof sql === "string" ? connections.query(sql, params) : connections.query({ ...sql, values: params }))
  ).rows as Row[];
}
