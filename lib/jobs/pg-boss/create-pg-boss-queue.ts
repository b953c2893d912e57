import type PgBoss from "pg-boss";
import type { JobContract } from "../define-job-contract";
import { jobContracts } from "../job-contracts";
import { createBoss, type JobsDatabase } from "./create-boss";
import { singletonJobId } from "./singleton-job-id";
import { withQueueCreationLock } from "./with-queue-creation-lock";

export type SendOptions = { startAfter?: Date; singletonKey?: string };

/** Work a process adds to a queue (jobs/drivers/pg-boss.ts): undone before, and after, pg-boss stops. */
export type StopHooks = { beforeStop?: () => void; afterStop?: () => void };

/** The queue's settings from the contract: retries and how long a run may hold the job. */
function queueOptions(job: JobContract) {
  const retry = job.retryDelaySeconds
    ? { retryLimit: job.retryLimit, retryDelay: job.retryDelaySeconds, retryBackoff: true }
    : { retryLimit: job.retryLimit, retryDelay: 0, retryBackoff: false };
  return { ...retry, expireInSeconds: job.expireInSeconds };
}

/** One pg-boss instance with a queue per job: the sending side, which knows contracts only. */
export type PgBossQueue = ReturnType<typeof createPgBossQueue>;

export function createPgBossQueue(
  database: JobsDatabase,
  jobs: readonly JobContract[] = jobContracts,
  options: { maintenanceIntervalSeconds?: number } = {},
) {
  const boss = createBoss(database, options);
  /** Job name -> this process's pg-boss worker id, set by the worker side. */
  const workerIds = new Map<string, string>();
  const stopHooks: StopHooks[] = [];
  let started: Promise<PgBoss> | undefined;

  /** Starts pg-boss (creating or migrating its schema) and makes sure every job has a queue. */
  function ready(): Promise<PgBoss> {
    started ??= (async () => {
      await boss.start();
      // pg-boss 10 drops jobs sent to a queue that does not exist, so senders create them too.
      await withQueueCreationLock(database, async () => {
        for (const job of jobs) {
          const settings = queueOptions(job);
          await boss.createQueue(job.name, { name: job.name, policy: "standard", ...settings });
          // createQueue leaves an existing queue untouched; the contract's settings win.
          await boss.updateQueue(job.name, { name: job.name, ...settings });
        }
      });
      return boss;
    })();
    return started;
  }

  async function send(job: JobContract, payload: object, sendOptions: SendOptions = {}): Promise<string> {
    await ready();
    const id = sendOptions.singletonKey ? singletonJobId(job.name, sendOptions.singletonKey) : undefined;
    const sent = await boss.send(job.name, payload, {
      ...(id ? { id, singletonKey: sendOptions.singletonKey } : {}),
      ...(sendOptions.startAfter ? { startAfter: sendOptions.startAfter } : {}),
    });
    // A worker in this process would otherwise wait for its next poll.
    const workerId = workerIds.get(job.name);
    if (sent && workerId && !sendOptions.startAfter) boss.notifyWorker(workerId);
    if (sent) return sent;
    // Null means the id already exists: that job is still queued, running or kept.
    if (id) return id;
    throw new Error(`pg-boss did not accept a "${job.name}" job`);
  }

  function onStop(hooks: StopHooks): void {
    stopHooks.push(hooks);
  }

  async function stop(): Promise<void> {
    for (const hooks of stopHooks) hooks.beforeStop?.();
    if (!started) return;
    // Let running handlers finish; pg-boss closes the pool it opened, never the shared PGlite.
    await started.catch(() => undefined);
    await boss.stop({ graceful: true, wait: true, timeout: 30_000 });
    workerIds.clear();
    started = undefined;
    for (const hooks of stopHooks) hooks.afterStop?.();
  }

  return { boss, ready, send, stop, onStop, workerIds };
}
