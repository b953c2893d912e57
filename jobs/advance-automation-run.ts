import { z } from "zod";
import { defineJob } from "./define-job";

// The engine is loaded when the job runs: it enqueues through ./enqueue, which reads the job
// registry, which lists this very file (a static import would make the cycle bite at load time).
const engine = async () => ({
  ...(await import("@/lib/services/automations/engine/advance-run")),
  ...(await import("@/lib/services/automations/engine/start-anniversary-runs")),
  ...(await import("@/lib/services/automations/engine/sweep-runs")),
  ...(await import("@/lib/services/automations/engine/fail-live-run")),
});

export const ADVANCE_RUN_RETRIES = 5;

// The automation engine's one job. With a runId: advance that run as far as it goes now (see
// lib/services/automations/engine/advance-run.ts); a DELAY re-enqueues it with startAfter. With
// JOBS_DRIVER=inngest a run is one Inngest function that waits with step.sleep, step.sleepUntil and
// step.waitForEvent instead (jobs/drivers/inngest-automation-run.ts); its sweep is this handler.
//
// Scheduled every 5 minutes with the empty payload: re-queues runs whose job was lost and starts
// date_anniversary flows for contacts whose date is today.
export const advanceAutomationRunJob = defineJob({
  name: "advance-automation-run",
  expireInSeconds: 300, // one run's steps, or the 5-minute sweep
  payload: z.object({ runId: z.string().min(1).optional() }),
  cron: "*/5 * * * *",
  retryLimit: ADVANCE_RUN_RETRIES,
  retryDelaySeconds: 30,
  async handler({ runId }, { attempt, logger }) {
    const { advanceRun, failLiveRun, startAnniversaryRuns, sweepLostRuns } = await engine();
    if (!runId) {
      const [requeued, started] = [await sweepLostRuns(), await startAnniversaryRuns()];
      if (requeued || started) logger.info("automation sweep", { requeued, anniversaryRunsStarted: started });
      return;
    }
    try {
      await advanceRun(runId);
    } catch (error) {
      // Out of retries (a webhook that keeps failing, a broken SMTP config): the run stops here.
      if (attempt >= ADVANCE_RUN_RETRIES) await failLiveRun(runId, error);
      throw error;
    }
  },
});
