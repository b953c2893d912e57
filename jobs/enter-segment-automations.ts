import { enterSegmentAutomationsContract } from "@/lib/jobs";
import { startSegmentRuns } from "@/lib/services/automations";
import { defineJob } from "./define-job";

/**
 * Every minute: contacts who newly match the segment of an active automation's "enters segment"
 * trigger start a run (lib/services/automations/engine/start-segment-runs.ts). Idempotent: a
 * repeat, a retry or two at once start each entry once.
 */
export const enterSegmentAutomationsJob = defineJob({
  ...enterSegmentAutomationsContract,
  async handler(_payload, { logger }) {
    const started = await startSegmentRuns();
    if (started > 0) logger.info("segment entries", { runsStarted: started });
  },
});
