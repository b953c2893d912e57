import { enqueue } from "@/jobs/enqueue";

/**
 * Queues the advance-automation-run job for a run, now or at `startAfter` (a DELAY's end). The
 * handler reads the run's state when it runs and is idempotent, so a duplicate job is harmless; a
 * lost one is recovered by the scheduled sweep (jobs/advance-automation-run.ts).
 */
export async function enqueueRunStep(runId: string, startAfter?: Date): Promise<void> {
  await enqueue("advance-automation-run", { runId }, startAfter && startAfter.getTime() > Date.now() ? { startAfter } : {});
}

/** Like enqueueRunStep, but a queue failure is logged: the sweep picks the run up later. */
export async function enqueueRunStepSafely(runId: string, startAfter?: Date): Promise<void> {
  await enqueueRunStep(runId, startAfter).catch((error: unknown) => console.error("Queueing automation run failed; the sweep will retry", runId, error));
}
