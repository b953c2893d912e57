import type PgBoss from "pg-boss";
import {
  createPgBossQueue,
  type PgBossQueue,
  type JobsDatabase,
  forgetPgBossQueue,
  getBoss,
  processPgBossQueue,
  stopPgBoss,
} from "@/lib/jobs";
import { logger } from "@/lib/logging";
import { processSingleton } from "@/lib/process";
import type { JobDefinition, JobLogger } from "../define-job";
import { jobDefinitions } from "../registry";

// The worker side of the pg-boss driver: it works the queues that lib/jobs/pg-boss creates and
// sends to, with the handlers of jobs/registry.ts. The sending side never loads this file.

// Tests and scripts that start a worker also reach its pg-boss.
export { getBoss };

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

type StartWorker = (options?: WorkerOptions) => Promise<WorkerSummary>;

/** Works `jobs` on `queue`: a pg-boss worker per job, the cron schedules, each job's background work. */
function workerFor(queue: PgBossQueue, jobs: readonly JobDefinition[]): StartWorker {
  let working: Promise<WorkerSummary> | undefined;
  let stopBackground: (() => void)[] = [];
  queue.onStop({
    beforeStop: () => {
      for (const stop of stopBackground) stop();
      stopBackground = [];
    },
    afterStop: () => {
      working = undefined;
    },
  });
  return (options = {}) => {
    working ??= (async () => {
      const boss = await queue.ready();
      for (const job of jobs) {
        const workOptions = { includeMetadata: true as const, batchSize: job.batchSize ?? 1, ...options };
        // A job someone waits on polls more often than the process's default (its contract says).
        if (job.pollingIntervalSeconds)
          workOptions.pollingIntervalSeconds = Math.min(
            options.pollingIntervalSeconds ?? 2,
            job.pollingIntervalSeconds,
          );
        // pg-boss works one batch at a time per registration: a job's concurrency is that many.
        for (let slot = 0; slot < (job.concurrency ?? 1); slot += 1) {
          let workerId: string | undefined;
          workerId = await boss.work(job.name, workOptions, async (batch) => {
            await runBatch(boss, job, batch);
            // pg-boss waits its polling interval after every batch, even one that found work: at
            // 2 s, five slots of one job each ran at most 2.5 jobs a second however fast the jobs
            // were (bench/README.md, webhook-delivery). A slot that found work asks again at
            // once; only one that found none waits.
            if (workerId) boss.notifyWorker(workerId);
          });
          // The first is woken when this process sends a job; the others find work by polling.
          if (slot === 0) queue.workerIds.set(job.name, workerId);
        }
      }
      await reconcileSchedules(boss, jobs);
      for (const job of jobs) if (job.whileWorking) stopBackground.push(job.whileWorking());
      return { jobs: jobs.map(({ name, cron, retryLimit }) => ({ name, cron, retryLimit })) };
    })();
    return working;
  };
}

// Schedules live in the database: add the cron jobs and drop those whose job lost its cron.
async function reconcileSchedules(boss: PgBoss, jobs: readonly JobDefinition[]) {
  const crons = new Map(jobs.filter((job) => job.cron).map((job) => [job.name, job.cron!]));
  for (const schedule of await boss.getSchedules()) {
    if (!crons.has(schedule.name)) await boss.unschedule(schedule.name);
  }
  for (const [name, cron] of crons) await boss.schedule(name, cron, {}, { tz: "UTC" });
}

/**
 * Runs a batch's jobs side by side (a contract's batchSize; 1 for most). A job that throws is
 * failed on its own, so pg-boss retries it alone and completes the rest of the batch.
 */
async function runBatch(boss: PgBoss, job: JobDefinition, batch: PgBoss.JobWithMetadata<unknown>[]): Promise<void> {
  const results = await Promise.allSettled(batch.map((item) => runOne(job, item)));
  if (batch.length === 1 && results[0].status === "rejected") throw results[0].reason;
  const failed = batch.filter((_, index) => results[index].status === "rejected");
  for (const item of failed) {
    const { reason } = results[batch.indexOf(item)] as PromiseRejectedResult;
    await boss.fail(job.name, item.id, { message: reason instanceof Error ? reason.message : String(reason) });
  }
}

async function runOne(job: JobDefinition, item: PgBoss.JobWithMetadata<unknown>): Promise<void> {
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

/** A pg-boss instance with its queues and the workers of `jobs` on it (tests, child processes). */
export type PgBossRuntime = ReturnType<typeof createPgBossRuntime>;

export function createPgBossRuntime(
  database: JobsDatabase,
  jobs: readonly JobDefinition[] = jobDefinitions,
  options: { maintenanceIntervalSeconds?: number } = {},
) {
  const queue = createPgBossQueue(database, jobs, options);
  return { ...queue, startWorker: workerFor(queue, jobs) };
}

// The worker of the process's queue, kept beside it: a re-evaluated module must not start a second
// one. Stopping the queue stops it (no closer of its own).
const workersByQueue = () => processSingleton("jobs.pg-boss-workers", () => new WeakMap<PgBossQueue, StartWorker>());

/** Starts pg-boss, creates a queue per registered job, works them all and schedules the crons. */
export async function startWorker(options?: WorkerOptions): Promise<WorkerSummary> {
  await getBoss();
  const queue = processPgBossQueue();
  const workers = workersByQueue();
  let start = workers.get(queue);
  if (!start) {
    start = workerFor(queue, jobDefinitions);
    workers.set(queue, start);
  }
  try {
    return await start(options);
  } catch (error) {
    // Leave nothing half-started behind, so that a later attempt starts from scratch.
    forgetPgBossQueue(queue);
    await queue.stop().catch(() => undefined);
    throw error;
  }
}

/** Stops this process's workers after their running jobs finish (up to 30 s); jobs still running then
 * are failed back to the queue (pg-boss failWip), so another worker retries them at once. */
export const stopWorker = stopPgBoss;
