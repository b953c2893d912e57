import { db } from "@/lib/db";
import { enqueueRunStepSafely } from "./enqueue-run-step";

/** After re-activation: every live run of the automation gets a job (at its nextRunAt when waiting). */
export async function resumeParkedRuns(automationId: string): Promise<number> {
  const runs = await db.automationRun.findMany({
    where: { automationId, status: { in: ["RUNNING", "WAITING"] } },
    select: { id: true, nextRunAt: true, eventAt: true },
  });
  // A wait whose event came while the flow was paused goes on now, not at its timeout.
  for (const run of runs) await enqueueRunStepSafely(run.id, run.eventAt ? undefined : (run.nextRunAt ?? undefined));
  return runs.length;
}
