import { z } from "zod";
import { defineJob } from "./define-job";

// Loaded when the job runs: the engine enqueues through ./enqueue, which reads the registry that lists this file.
const engine = () => import("@/lib/services/automations/engine/start-segment-runs");

/**
 * Every minute: contacts who newly match the segment of an active automation's "enters segment"
 * trigger start a run (lib/services/automations/engine/start-segment-runs.ts). Idempotent: a
 * repeat, a retry or two at once start each entry once.
 */
export const enterSegmentAutomationsJob = defineJob({
  name: "enter-segment-automations",
  expireInSeconds: 600,
  payload: z.object({}),
  cron: "* * * * *",
  retryLimit: 2,
  retryDelaySeconds: 30,
  async handler(_payload, { logger }) {
    const { startSegmentRuns } = await engine();
    const started = await startSegmentRuns();
    if (started > 0) logger.info("segment entries", { runsStarted: started });
  },
});
