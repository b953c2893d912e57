import { db } from "@/lib/db";
import { enqueueRunStepSafely } from "./enqueue-run-step";

/** A job that should have woken a run is this late: it was lost (a crash between commit and enqueue). */
const OVERDUE_MS = 60_000;
/** A RUNNING run untouched this long lost its job mid-step. */
const STALLED_MS = 10 * 60_000;

/** Queues runs of active automations whose job was lost; safe to repeat (the engine is idempotent). */
export async function sweepLostRuns(now = new Date()): Promise<number> {
  const runs = await db.automationRun.findMany({
    where: {
      automation: { isActive: true, isDeleted: false },
      OR: [
        { status: "WAITING", nextRunAt: { lte: new Date(now.getTime() - OVERDUE_MS) } },
        // Woken by an event (WAIT_FOR_EVENT) but its job never ran.
        { status: "WAITING", eventAt: { lte: new Date(now.getTime() - OVERDUE_MS) } },
        { status: "RUNNING", updatedAt: { lte: new Date(now.getTime() - STALLED_MS) } },
      ],
    },
    select: { id: true },
    take: 1000,
  });
  for (const run of runs) await enqueueRunStepSafely(run.id);
  return runs.length;
}
