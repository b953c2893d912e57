import { internalEvents, type Inngest, type InngestFunction, type Logger } from "inngest";
import { ADVANCE_RUN_RETRIES } from "@/lib/jobs";
import { advanceRunUntilPause, failLiveRun, RUN_WOKEN_EVENT } from "@/lib/services/automations";
import { advanceAutomationRunJob } from "../advance-automation-run";
import type { JobLogger } from "../define-job";

// Under JOBS_DRIVER=inngest an automation run is ONE Inngest function run that waits with Inngest's
// own tools instead of queueing a delayed job per step: a DELAY of a duration is step.sleep, a DELAY
// until a weekday/time is step.sleepUntil, a WAIT_FOR_EVENT is step.waitForEvent on the run's
// wake-up event (sent by wake-waiting-runs.ts when the awaited open, click, reply or custom event
// arrives) with the step's timeout. The run row stays the source of truth: after every wait the
// engine reads it again (advanceRunUntilPause), so a wake-up that races a timeout, a duplicate
// function run or one recovered by the sweep moves the run once.
//
// Step ids carry the hop number so that a replay walks the same memoised steps in order.

/** Waits one function run may take; a longer flow goes on in a fresh function run. */
const MAX_HOPS = 200;

type Settings = { eventName: string; cron?: string; jobLogger: (logger: Logger) => JobLogger };

export function createAutomationRunFunction(client: Inngest, { eventName, cron, jobLogger }: Settings) {
  const triggers: InngestFunction.Trigger<string>[] = [{ event: eventName }];
  if (cron) triggers.push({ cron: `TZ=UTC ${cron}` });
  return client.createFunction(
    { id: advanceAutomationRunJob.name, name: advanceAutomationRunJob.name, retries: ADVANCE_RUN_RETRIES, triggers },
    async ({ event, step, runId: functionRunId, attempt, logger }) => {
      const name: string = event.name;
      const runId = name === internalEvents.ScheduledTimer ? undefined : (event.data as { runId?: unknown }).runId;
      const context = { jobId: functionRunId, attempt, logger: jobLogger(logger) };
      // The 5-minute sweep (lost runs, anniversaries) is the job's own handler, as under pg-boss.
      if (typeof runId !== "string")
        return step.run(advanceAutomationRunJob.name, () => advanceAutomationRunJob.handler({}, context));

      for (let hop = 0; hop < MAX_HOPS; hop++) {
        const pause = await step.run(`advance-${hop}`, async () => {
          try {
            return await advanceRunUntilPause(runId, { queueWaits: false });
          } catch (error) {
            // Out of retries: the run stops here, as the pg-boss job does.
            if (attempt >= ADVANCE_RUN_RETRIES) await failLiveRun(runId, error);
            throw error;
          }
        });
        if ((pause.outcome !== "waiting" && pause.outcome !== "not_due") || !pause.until) return pause;
        if (pause.forEvent) {
          await step.waitForEvent(`wait-${hop}`, {
            event: RUN_WOKEN_EVENT,
            timeout: new Date(pause.until),
            if: `async.data.runId == ${JSON.stringify(runId)}`,
          });
        } else if (pause.durationMs) {
          await step.sleep(`sleep-${hop}`, pause.durationMs);
        } else {
          await step.sleepUntil(`sleep-${hop}`, new Date(pause.until));
        }
      }
      return { outcome: "continues" };
    },
  );
}
