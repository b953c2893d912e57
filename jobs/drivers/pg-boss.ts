import { createHash } from "node:crypto";
import type { PGlite } from "@electric-sql/pglite";
import pg from "pg";
import PgBoss from "pg-boss";
import { env, type Env } from "@/lib/env";
import { databaseTarget } from "@/lib/db/adapter";
import { openPglite } from "@/lib/db/pglite";
import { logger } from "@/lib/logging/logger";
import type { JobDefinition, JobLogger } from "../define-job";
import { jobDefinitions } from "../registry";

// pg-boss keeps the queue in the application's own database (schema `pgboss`), so enqueueing can
// share a transaction boundary with the data it refers to and no other service is needed.
// On the embedded PGlite database pg-boss cannot open its own connection pool: it talks to the
// one in-process PGlite instance through its custom `db` option (pgliteExecutor below), which is
// also why the worker must live in the server process there.

export type JobsDatabase = Pick<Env, "DATABASE_URL" | "PGLITE_DIR"> & Partial<Pick<Env, "PGBOSS_SCHEMA">>;

export type SendOptions = { startAfter?: Date; singletonKey?: string };

export type WorkerOptions = {
  /** How often an idle worker asks for new jobs (pg-boss default 2 s, minimum 0.5 s). */
  pollingIntervalSeconds?: number;
};

export type WorkerSummary = { jobs: { name: string; cron?: string; retryLimit: number }[] };

/** A JobLogger over the process's JSON logger; `scope` fields (job name, job id) ride on every line. */
export function jobLoggerFor(scope: Record<string, unknown>): JobLogger {
  const scoped = logger.child({ component: "jobs", ...scope });
  return {
    info: (message, fields) => scoped.info(fields ?? {}, message),
    warn: (message, fields) => scoped.warn(fields ?? {}, message),
    error: (message, fields) => scoped.error(fields ?? {}, message),
  };
}

export const jobsLogger: JobLogger = jobLoggerFor({});

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
export function pgliteExecutor(pglite: PGlite): PgBoss.Db {
  return {
    async executeSql(text: string, values?: unknown[]) {
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
  boss.on("error", (error) => jobsLogger.error("pg-boss error", { error: error.message }));
  return boss;
}

/** A deterministic job id, so a second enqueue with the same key finds the first job. */
export function singletonJobId(name: string, singletonKey: string): string {
  const hex = createHash("sha256").update(`${name}\u0000${singletonKey}`).digest("hex");
  // Shaped as a version 5 UUID (name-based), which is what pg-boss's id column requires.
  const variant = ((parseInt(hex[16], 16) & 0x3) | 0x8).toString(16);
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-5${hex.slice(13, 16)}-${variant}${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

/** The queue's settings from the definition: retries and how long a run may hold the job. */
function queueOptions(job: JobDefinition) {
  const retry = job.retryDelaySeconds
    ? { retryLimit: job.retryLimit, retryDelay: job.retryDelaySeconds, retryBackoff: true }
    : { retryLimit: job.retryLimit, retryDelay: 0, retryBackoff: false };
  return { ...retry, expireInSeconds: job.expireInSeconds };
}

/**
 * How often pg-boss's maintenance runs (one process at a time, whoever's turn it is). Its first
 * task fails back jobs active past their expiry, which is how a killed worker's job is retried:
 * pg-boss's default of 120 s would add up to two minutes to every short job's expiry.
 */
export const MAINTENANCE_INTERVAL_SECONDS = 30;

/** Any fixed 64-bit key: the advisory lock that makes processes create queues one at a time. */
const QUEUE_CREATION_LOCK = 7_341_902_556_118_003n;

/**
 * Runs `create` while holding a PostgreSQL advisory lock (on a connection of its own). pg-boss's
 * create_queue adds a partition to its job table, and two processes creating queues at the same
 * time on a fresh database (a worker and the web server, two test files) can deadlock on those
 * ALTER TABLEs. Taking turns costs nothing once the queues exist (create_queue then returns at
 * once). PGlite is one process with one session: there is nobody to take turns with.
 */
async function withQueueCreationLock(database: JobsDatabase, create: () => Promise<void>): Promise<void> {
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

/** One pg-boss instance with its queues, and the workers this process runs on it. */
export type PgBossRuntime = ReturnType<typeof createPgBossRuntime>;

export function createPgBossRuntime(
  database: JobsDatabase,
  jobs: readonly JobDefinition[] = jobDefinitions,
  options: { maintenanceIntervalSeconds?: number } = {},
) {
  const boss = createBoss(database, options);
  const workerIds = new Map<string, string>();
  let started: Promise<PgBoss> | undefined;
  let working: Promise<WorkerSummary> | undefined;
  let stopSweeping: (() => void) | undefined;

  /** Starts pg-boss (creating or migrating its schema) and makes sure every job has a queue. */
  function ready(): Promise<PgBoss> {
    started ??= (async () => {
      await boss.start();
      // pg-boss 10 drops jobs sent to a queue that does not exist, so senders create them too.
      await withQueueCreationLock(database, async () => {
        for (const job of jobs) {
          const settings = queueOptions(job);
          await boss.createQueue(job.name, { name: job.name, policy: "standard", ...settings });
          // createQueue leaves an existing queue untouched; the definition's settings win.
          await boss.updateQueue(job.name, { name: job.name, ...settings });
        }
      });
      return boss;
    })();
    return started;
  }

  async function send(job: JobDefinition, payload: object, options: SendOptions = {}): Promise<string> {
    await ready();
    const id = options.singletonKey ? singletonJobId(job.name, options.singletonKey) : undefined;
    const sent = await boss.send(job.name, payload, {
      ...(id ? { id, singletonKey: options.singletonKey } : {}),
      ...(options.startAfter ? { startAfter: options.startAfter } : {}),
    });
    // A worker in this process would otherwise wait for its next poll.
    const workerId = workerIds.get(job.name);
    if (sent && workerId && !options.startAfter) boss.notifyWorker(workerId);
    if (sent) return sent;
    // Null means the id already exists: that job is still queued, running or kept.
    if (id) return id;
    throw new Error(`pg-boss did not accept a "${job.name}" job`);
  }

  function startWorker(options: WorkerOptions = {}): Promise<WorkerSummary> {
    working ??= (async () => {
      await ready();
      for (const job of jobs) {
        const workOptions = { includeMetadata: true as const, batchSize: 1, ...options };
        const workerId = await boss.work(job.name, workOptions, (batch) => runBatch(job, batch));
        workerIds.set(job.name, workerId);
      }
      await reconcileSchedules();
      // A worker also takes over campaign runs whose worker died (their run lease lapsed).
      if (jobs.some((job) => job.name === "send-campaign")) {
        const { sweepStaleCampaignRuns } = await import("@/lib/services/campaigns/recover-stale-campaign-runs");
        stopSweeping = sweepStaleCampaignRuns();
      }
      return { jobs: jobs.map(({ name, cron, retryLimit }) => ({ name, cron, retryLimit })) };
    })();
    return working;
  }

  // Schedules live in the database: add the cron jobs and drop those whose job lost its cron.
  async function reconcileSchedules() {
    const crons = new Map(jobs.filter((job) => job.cron).map((job) => [job.name, job.cron!]));
    for (const schedule of await boss.getSchedules()) {
      if (!crons.has(schedule.name)) await boss.unschedule(schedule.name);
    }
    for (const [name, cron] of crons) await boss.schedule(name, cron, {}, { tz: "UTC" });
  }

  async function stop(): Promise<void> {
    stopSweeping?.();
    stopSweeping = undefined;
    if (!started) return;
    // Let running handlers finish; pg-boss closes the pool it opened, never the shared PGlite.
    await started.catch(() => undefined);
    await boss.stop({ graceful: true, wait: true, timeout: 30_000 });
    workerIds.clear();
    started = undefined;
    working = undefined;
  }

  return { boss, ready, send, startWorker, stop };
}

async function runBatch(job: JobDefinition, batch: PgBoss.JobWithMetadata<unknown>[]): Promise<void> {
  // Sequential, and a failure fails the batch (pg-boss retries it); batchSize is 1 anyway.
  for (const item of batch) {
    const jobLogger = jobLoggerFor({ job: job.name, jobId: item.id });
    try {
      const payload = job.payload.parse(item.data);
      await job.handler(payload, { jobId: item.id, attempt: item.retryCount, logger: jobLogger });
    } catch (error) {
      // pg-boss only records the error on the job row; say it where operators look.
      const retrying = item.retryCount < item.retryLimit;
      jobLogger.error(`Job ${job.name} failed${retrying ? ", will retry" : ""}`, {
        attempt: item.retryCount,
        error: error instanceof Error ? error.message : String(error),
      });
      throw error;
    }
  }
}

// One runtime per process, kept on globalThis: Next's dev server re-evaluates modules on every
// edit, and the instrumentation hook and route handlers are separate bundles of the same process.
const globalForJobs = globalThis as unknown as { sendwellPgBoss?: PgBossRuntime };

function runtime(): PgBossRuntime {
  return (globalForJobs.sendwellPgBoss ??= createPgBossRuntime(env));
}

/** The process's started pg-boss, on the application database. */
export async function getBoss(): Promise<PgBoss> {
  const current = runtime();
  try {
    return await current.ready();
  } catch (error) {
    // A failed start (database not up yet) must not stick: the next caller tries again, with a
    // new instance since pg-boss cannot restart one whose start() failed.
    if (globalForJobs.sendwellPgBoss === current) delete globalForJobs.sendwellPgBoss;
    throw error;
  }
}

export async function sendJob(job: JobDefinition, payload: object, options?: SendOptions): Promise<string> {
  await getBoss();
  return runtime().send(job, payload, options);
}

/** Starts pg-boss, creates a queue per registered job, works them all and schedules the crons. */
export async function startWorker(options?: WorkerOptions): Promise<WorkerSummary> {
  await getBoss();
  const current = runtime();
  try {
    return await current.startWorker(options);
  } catch (error) {
    // Leave nothing half-started behind, so that a later attempt starts from scratch.
    if (globalForJobs.sendwellPgBoss === current) delete globalForJobs.sendwellPgBoss;
    await current.stop().catch(() => undefined);
    throw error;
  }
}

/** Stops this process's workers after their running jobs finish (up to 30 s); jobs still running then
 * are failed back to the queue (pg-boss failWip), so another worker retries them at once. */
export async function stopWorker(): Promise<void> {
  const current = globalForJobs.sendwellPgBoss;
  if (!current) return;
  // Left reachable while it stops: a running job may still enqueue (a campaign run hands its rest
  // to a new job on shutdown), and a second pg-boss started for that would never be stopped.
  try {
    await current.stop();
  } finally {
    if (globalForJobs.sendwellPgBoss === current) delete globalForJobs.sendwellPgBoss;
  }
}
