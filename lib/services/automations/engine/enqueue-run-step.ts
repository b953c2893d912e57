import { env } from "@/lib/env";
import { enqueue } from "@/lib/jobs";
import { RUN_WOKEN_EVENT } from "./run-woken-event";

/**
 * Queues the advance-automation-run job for a run, now or at `startAfter` (a DELAY's end). The
 * handler reads the run's state when it runs and is idempotent, so a duplicate job is harmless; a
 * lost one is recovered by the scheduled sweep (jobs/advance-automation-run.ts).
 */
export async function enqueueRunStep(runId: string, startAfter?: Date): Promise<void> {
  await enqueue(
    "advance-automation-run",
    { runId },
    startAfter && startAfter.getTime() > Date.now() ? { startAfter } : {},
  );
}

/** Like enqueueRunStep, but a queue failure is logged: the sweep picks the run up later. */
export async function enqueueRunStepSafely(runId: string, startAfter?: Date): Promise<void> {
  await enqueueRunStep(runId, startAfter).catch((error: unknown) =>
    console.error("Queueing automation run failed; the sweep will retry", runId, error),
  );
}

/**
 * A WAIT_FOR_EVENT's event came (eventAt is set): the run goes on. Under pg-boss, a job; under
 * Inngest, the event its function waits for, so the waiting function goes on instead of a new one.
 */
export async function wakeRunSafely(runId: string): Promise<void> {
  if (env.JOBS_DRIVER !== "inngest") return enqueueRunStepSafely(runId);
  try {
    // Loaded on demand so that a pg-boss deployment never loads the Inngest SDK or builds its client.
    const { inngest } = await import("@/lib/jobs/inngest/inngest-client");
    await inngest.send({ name: RUN_WOKEN_EVENT, data: { runId } });
  } catch (error) {
    console.error("Waking an automation run failed; the sweep will retry", runId, error);
  }
}
