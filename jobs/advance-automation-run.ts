import { z } from "zod";
import { db } from "@/lib/db";
import { defineJob } from "./define-job";

// The engine is loaded when the job runs: it enqueues through ./enqueue, which reads the job
// registry, which lists this very file (a static import would make the cycle bite at load time).
const engine = async () => ({
  ...(await import("@/lib/services/automations/engine/advance-run")),
  ...(await import("@/lib/services/automations/engine/start-anniversary-runs")),
  ...(await import("@/lib/services/automations/engine/sweep-runs")),
});

export const ADVANCE_RUN_RETRIES = 5;

// The automation engine's one job. With a runId: advance that run as far as it goes now (see
// lib/services/automations/engine/advance-run.ts); a DELAY re-enqueues it with startAfter. The
// same definition runs under pg-boss and, with JOBS_DRIVER=inngest, as an Inngest function: the
// run's state lives in the database, not in the queue, so no driver-specific step.sleep is needed.
//
// Scheduled every 5 minutes with the empty payload: re-queues runs whose job was lost and starts
// date_anniversary flows for contacts whose date is today.
export const advanceAutomationRunJob = defineJob({
  name: "advance-automation-run",
  payload: z.object({ runId: z.string().min(1).optional() }),
  cron: "*/5 * * * *",
  retryLimit: ADVANCE_RUN_RETRIES,
  retryDelaySeconds: 30,
  async handler({ runId }, { attempt, logger }) {
    const { advanceRun, startAnniversaryRuns, sweepLostRuns } = await engine();
    if (!runId) {
      const [requeued, started] = [await sweepLostRuns(), await startAnniversaryRuns()];
      if (requeued || started) logger.info("automation sweep", { requeued, anniversaryRunsStarted: started });
      return;
    }
    try {
      await advanceRun(runId);
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      // Out of retries (a webhook that keeps failing, a broken SMTP config): the run stops here.
      if (attempt >= ADVANCE_RUN_RETRIES) {
        await db.automationRun.updateMany({
          where: { id: runId, status: { in: ["RUNNING", "WAITING"] } },
          data: { status: "FAILED", error: message.slice(0, 1000), nextRunAt: null, completedAt: new Date() },
        });
      }
      throw error;
    }
  },
});
