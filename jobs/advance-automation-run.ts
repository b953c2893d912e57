import { ADVANCE_RUN_RETRIES, advanceAutomationRunContract } from "@/lib/jobs";
import { advanceRun, failLiveRun, startAnniversaryRuns, sweepLostRuns } from "@/lib/services/automations";
import { defineJob } from "./define-job";

// The automation engine's one job. With a runId: advance that run as far as it goes now (see
// lib/services/automations/engine/advance-run.ts); a DELAY re-enqueues it with startAfter. With
// JOBS_DRIVER=inngest a run is one Inngest function that waits with step.sleep, step.sleepUntil and
// step.waitForEvent instead (jobs/drivers/inngest-automation-run.ts); its sweep is this handler.
//
// Scheduled every 5 minutes with the empty payload: re-queues runs whose job was lost and starts
// date_anniversary flows for contacts whose date is today.
export const advanceAutomationRunJob = defineJob({
  ...advanceAutomationRunContract,
  async handler({ runId }, { attempt, logger }) {
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
