import type PgBoss from "pg-boss";
import { env } from "@/lib/env";
import { existingProcessSingleton, forgetProcessSingleton, processSingleton } from "@/lib/process/singletons";
import type { JobContract } from "../define-job-contract";
import { createPgBossQueue, type PgBossQueue, type SendOptions } from "./create-pg-boss-queue";

const QUEUE = "jobs.pg-boss";

/** The process's queue on the application database, created (not started) on first use. Shutdown
 * stops it explicitly (lib/runtime/shutdown.ts); one started later, by a last enqueue, is stopped
 * with the rest of the process's singletons. */
export function processPgBossQueue(): PgBossQueue {
  return processSingleton(
    QUEUE,
    () => createPgBossQueue(env),
    (queue) => queue.stop(),
  );
}

/** Drops the process's queue if it is still `queue`, so that the next caller starts a new one. */
export function forgetPgBossQueue(queue: PgBossQueue): void {
  if (existingProcessSingleton(QUEUE) === queue) forgetProcessSingleton(QUEUE);
}

/** The process's started pg-boss, on the application database. */
export async function getBoss(): Promise<PgBoss> {
  const current = processPgBossQueue();
  try {
    return await current.ready();
  } catch (error) {
    // A failed start (database not up yet) must not stick: the next caller tries again, with a
    // new instance since pg-boss cannot restart one whose start() failed.
    forgetPgBossQueue(current);
    throw error;
  }
}

export async function sendJob(job: JobContract, payload: object, options?: SendOptions): Promise<string> {
  await getBoss();
  return processPgBossQueue().send(job, payload, options);
}

/** Stops this process's workers after their running jobs finish (up to 30 s); jobs still running then
 * are failed back to the queue (pg-boss failWip), so another worker retries them at once. */
export async function stopPgBoss(): Promise<void> {
  const current = existingProcessSingleton<PgBossQueue>(QUEUE);
  if (!current) return;
  // Left reachable while it stops: a running job may still enqueue (a campaign run hands its rest
  // to a new job on shutdown), and a second pg-boss started for that would never be stopped.
  try {
    await current.stop();
  } finally {
    forgetPgBossQueue(current);
  }
}
