/**
 * The Inngest event a run waiting in step.waitForEvent listens for (jobs/drivers/inngest-automation-run.ts),
 * sent by wake-waiting-runs.ts when the awaited event arrives. Its own module: the Inngest driver
 * imports it without pulling in the queue.
 */
export const RUN_WOKEN_EVENT = "sendwell/automation.run-woken";
