// Whether a failure means the database is unavailable. Reads errors by their shape (name, code,
// cause) and imports nothing, so the tracking recorder's thread can use it without loading the
// Prisma client. Prisma's errors, the driver adapters' (SQLSTATE or kind in the cause) and
// node-postgres' own (severity and code, or a socket's errno) are told apart here.

type ErrorShape = { name?: unknown; code?: unknown; severity?: unknown; message?: unknown; cause?: unknown };

function shape(error: unknown): ErrorShape {
  return error !== null && typeof error === "object" ? (error as ErrorShape) : {};
}

// Prisma's codes for a database it could not reach or that went away: P1001 not reachable, P1002
// timed out reaching it, P1008 socket timeout, P1017 server closed the connection, P2024 timed out
// waiting for a pooled connection, P2037 too many connections.
const UNAVAILABLE_PRISMA_CODES = new Set(["P1001", "P1002", "P1008", "P1017", "P2024", "P2037"]);
/**
 * P2028 (the transaction API) on a busy pool: a transaction that waited longer than its maxWait
 * for a connection, or one that ran past its timeout because its queries waited (lib/db/client.ts).
 * Either way Prisma rolled it back; any other P2028 is a misuse of the API, a bug.
 */
const BUSY_TRANSACTION_MESSAGE = /unable to start a transaction in the given time|on an expired transaction/i;
const CONNECTION_ERROR_CODES = new Set(["ECONNREFUSED", "ECONNRESET", "ETIMEDOUT", "EPIPE", "ENOTFOUND", "EAI_AGAIN"]);
const CONNECTION_ERROR_MESSAGE =
  /connection terminated|connection timeout|connection error|not queryable|terminating connection|timeout exceeded when trying to connect/i;
/** What the PostgreSQL adapter calls a socket failure before Prisma gives it a code. */
const UNAVAILABLE_ADAPTER_KINDS = new Set([
  "DatabaseNotReachable",
  "ConnectionClosed",
  "SocketTimeout",
  "TooManyConnections",
]);
/** SQLSTATE classes 08 (connection exception) and 53 (insufficient resources), 57P01-57P03 (shut down). */
const UNAVAILABLE_SQLSTATE = /^(08|53|57P0[123])/;

/**
 * The database could not be reached, went away (a restart, a failover) or is too busy to take the
 * work (no connection within the wait, too many connections), rather than refusing this statement.
 * Such work can be tried again later: the API answers 503 with Retry-After (lib/api/error-mapping.ts)
 * and the tracking recorder keeps its batch (lib/tracking/record/hit-queue.ts).
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  const { name, code, severity, message, cause } = shape(error);
  const text = typeof message === "string" ? message : "";
  // Prisma's codes, whichever of its classes carries them (PrismaClientKnownRequestError mostly).
  if (typeof code === "string" && /^P\d{4}$/.test(code)) {
    if (UNAVAILABLE_PRISMA_CODES.has(code)) return true;
    if (code === "P2028") return BUSY_TRANSACTION_MESSAGE.test(text);
    // Any other code may carry the driver's failure: a raw query's P2010 holds the adapter's
    // error (meta.driverAdapterError), which holds the SQLSTATE (57P01 for a terminated backend).
    const meta = shape(error) as { meta?: { driverAdapterError?: unknown } };
    return meta.meta?.driverAdapterError !== undefined && isDatabaseUnavailable(meta.meta.driverAdapterError);
  }
  if (name === "DriverAdapterError") {
    const { code: state, kind } = shape(cause) as { code?: unknown; kind?: unknown };
    if (typeof state === "string") return UNAVAILABLE_SQLSTATE.test(state);
    return typeof kind === "string" && UNAVAILABLE_ADAPTER_KINDS.has(kind);
  }
  if (typeof severity === "string" && typeof code === "string") return UNAVAILABLE_SQLSTATE.test(code);
  if (typeof code === "string" && CONNECTION_ERROR_CODES.has(code)) return true;
  return CONNECTION_ERROR_MESSAGE.test(text);
}
